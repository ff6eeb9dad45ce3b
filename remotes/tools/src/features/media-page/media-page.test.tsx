import { createApiClient, createNodeServerClient } from '@flowdeck/api-client';
import { setupApiServer } from '@flowdeck/api-client/testing';
import type { MediaChannel, MediaVideo, YoutubeFeed } from '@flowdeck/endpoints/media';
import { createQueryClient, HostProvider } from '@flowdeck/host-sdk';
import { createAppTheme } from '@flowdeck/ui-kit';
import { ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router-dom';
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
  const services = {
    api: createApiClient({ baseURL: 'http://api.test/api/', getAuthorization: () => null, notify }),
    nodeServer: createNodeServerClient({ baseURL: NODE_SERVER, getUserToken: () => 'user-token', notify }),
    socket: null,
  };
  render(
    <ThemeProvider theme={createAppTheme('dark')}>
      <SnackbarProvider>
        <QueryClientProvider client={createQueryClient()}>
          <HostProvider services={services}>
            <MemoryRouter>
              <MediaPage />
            </MemoryRouter>
          </HostProvider>
        </QueryClientProvider>
      </SnackbarProvider>
    </ThemeProvider>,
  );
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
