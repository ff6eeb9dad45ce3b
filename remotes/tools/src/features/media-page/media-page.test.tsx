import { createNodeServerClient } from '@flowdeck/api-client';
import { setupApiServer } from '@flowdeck/api-client/testing';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import type { MediaChannel, MediaVideo, YoutubeFeed } from '@flowdeck/endpoints/media';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import MediaPage from './media-page';

const NODE_SERVER = 'http://node.test/';
const CHANNEL = 'UCconfiguredChannel00001';

const video = (videoId: string, title: string, views: number | null, live: boolean): MediaVideo => ({
  videoId,
  title,
  description: '',
  published: '2025-06-13T21:00:00.000Z',
  updated: '2025-06-13T21:00:00.000Z',
  thumbnail: null,
  url: `https://www.youtube.com/watch?v=${videoId}`,
  views,
  live,
});

const stream = video('Qm3LiveOpn1', 'Market open — options flow', 0, true);
const FEED: YoutubeFeed = {
  channelId: CHANNEL,
  channelTitle: 'FlowDeck Trading',
  channelUrl: `https://www.youtube.com/channel/${CHANNEL}`,
  videos: [stream, video('dQw4w9WgXc1', 'Reading the flow', 5234, false)],
  live: stream,
  fetchedAt: '2025-06-13T21:30:00.000Z',
  stale: false,
};

let configured: MediaChannel;
const feedsAsked: string[] = [];
setupApiServer(
  http.get(`${NODE_SERVER}api/v1/media-channel`, () => HttpResponse.json(configured)),
  http.get(`${NODE_SERVER}api/v1/youtube-feed`, ({ request }) => {
    feedsAsked.push(new URL(request.url).searchParams.get('channel_id') ?? '');
    return HttpResponse.json(FEED);
  }),
);
beforeEach(() => {
  feedsAsked.length = 0;
});

function renderPage() {
  const notify = jest.fn();
  const nodeServer = createNodeServerClient({ baseURL: NODE_SERVER, getUserToken: () => 'user-token', notify });
  renderWithProviders(<MediaPage />, { authorization: null, notify, nodeServer });
  return notify;
}

test('without a configured channel the page says what to set, and asks YouTube for nothing', async () => {
  configured = { channelId: null };
  const notify = renderPage();
  expect(await screen.findByText('No YouTube channel configured')).toBeInTheDocument();
  expect(screen.getByText('MEDIA_CHANNEL_ID')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Latest videos' })).not.toBeInTheDocument();
  expect(feedsAsked).toEqual([]);
  expect(notify).not.toHaveBeenCalled();
});

test("shows the API's configured channel and words the live guess as a guess", async () => {
  configured = { channelId: CHANNEL };
  renderPage();
  const list = await screen.findByRole('region', { name: 'Latest videos' });
  expect(feedsAsked).toEqual([CHANNEL]);
  expect(within(list).getAllByRole('button')).toHaveLength(2);
  const guess = screen.getByRole('region', { name: 'May be live' });
  expect(within(guess).getByText('New · may be live')).toBeInTheDocument();
  expect(within(guess).getByText(/no views yet: probably a live stream/)).toBeInTheDocument();
  expect(screen.queryByText(/live now/i)).not.toBeInTheDocument();
});
