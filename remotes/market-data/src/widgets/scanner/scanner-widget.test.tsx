import { setupApiServer, TEST_API_URL } from '@flowdeck/api-client/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import {
  makeBreak,
  makeBreaksResponse,
  makeGapper,
  makeGappersResponse,
  makeRelativeVolumeResponse,
  makeRelativeVolumeRow,
  makeVwapResponse,
  makeVwapRow,
} from '../../test/scanner-fixtures';
import ScannerWidget, { SCANNER_SELECT_LABEL } from './scanner-widget';

const requests: string[] = [];
const seen = (request: Request, name: string) => requests.push(`${name}${new URL(request.url).search}`);

const server = setupApiServer(
  http.get(`${TEST_API_URL}breakout`, ({ request }) => {
    seen(request, 'breakout');
    return HttpResponse.json(makeBreaksResponse([makeBreak('AMD', 1.25), makeBreak('NVDA', 0.5)]));
  }),
  http.get(`${TEST_API_URL}breakdown`, ({ request }) => {
    seen(request, 'breakdown');
    return HttpResponse.json(makeBreaksResponse([makeBreak('INTC', -2, 'down')], 'down'));
  }),
  http.get(`${TEST_API_URL}gappers`, ({ request }) => {
    seen(request, 'gappers');
    return HttpResponse.json(makeGappersResponse([makeGapper('SMCI', 8.5, 43.4)]));
  }),
  http.get(`${TEST_API_URL}relative-volume`, ({ request }) => {
    seen(request, 'relative-volume');
    return HttpResponse.json(makeRelativeVolumeResponse([makeRelativeVolumeRow('PLTR', 3.2, 70.1)]));
  }),
  http.get(`${TEST_API_URL}vwap-deviation`, ({ request }) => {
    seen(request, 'vwap-deviation');
    return HttpResponse.json(makeVwapResponse([makeVwapRow('TSLA', 2.4, 402.1)]));
  }),
);

afterEach(() => {
  requests.length = 0;
});

function renderWidget(scanner: string) {
  const setSetting = jest.fn();
  return { ...renderWithProviders(<ScannerWidget settings={{ scanner }} setSetting={setSetting} />), setSetting };
}

const rowTexts = (label: string) =>
  within(screen.getByRole('table', { name: label }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('ScannerWidget', () => {
  it('lists the top breakouts by default view, linking each symbol and the full scanner', async () => {
    const { user, setSetting } = renderWidget('breakout');
    expect(screen.getByRole('status', { name: 'Loading breakout' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Breakout' });
    expect(rowTexts('Breakout')).toEqual(['AMD101.25+1.25%', 'NVDA100.50+0.50%']);
    expect(requests).toEqual(['breakout?confirmedOnly=false&noiseFilters=true&limit=50']);
    expect(screen.getByRole('link', { name: 'AMD' })).toHaveAttribute('href', '/stock-profile?symbol=AMD');
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/breakout');

    await user.click(screen.getByRole('combobox', { name: SCANNER_SELECT_LABEL }));
    await user.click(screen.getByRole('option', { name: 'Gappers' }));
    expect(setSetting).toHaveBeenCalledWith('scanner', 'gappers');
  });

  it.each([
    ['breakdown', 'Breakdown', 'INTC98.00−2.00%', '/breakdown'],
    ['gappers', 'Gappers', 'SMCI43.40+8.50%', '/gappers'],
    ['relative-volume', 'Relative volume', 'PLTR70.103.20×', '/relative-volume'],
    ['vwap-deviation', 'VWAP deviation', 'TSLA402.10+2.40%', '/vwap-deviation'],
  ])('lists the %s scanner', async (scanner, label, row, page) => {
    renderWidget(scanner);
    await screen.findByRole('table', { name: label });
    expect(rowTexts(label)).toEqual([row]);
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('href', page);
  });

  it('says why a scan is empty', async () => {
    server.use(
      http.get(`${TEST_API_URL}gappers`, () => HttpResponse.json(makeGappersResponse([]))),
      http.get(`${TEST_API_URL}breakout`, () => HttpResponse.json({ ...makeBreaksResponse([]), barsTo: null })),
    );
    renderWidget('gappers');
    expect(await screen.findByText('No symbol gaps up by 2% or more this session.')).toBeInTheDocument();
    renderWidget('breakout');
    expect(
      await screen.findByText('No regular-session trades yet: the scan starts at the 9:30 AM ET open.'),
    ).toBeInTheDocument();
  });
});
