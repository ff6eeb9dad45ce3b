import { LIVE_LABEL, type LiveWording } from '../../../components/live-badge';

/** The chart's wording of the live badge: the last candle moves live, else the bars refresh on a timer. */
export const CHART_WORDING: LiveWording = {
  label: (status, seconds) =>
    status === 'live' ? LIVE_LABEL : status === 'connecting' ? 'Connecting…' : `Refreshes every ${seconds} s`,
  help: (status) =>
    status === 'live'
      ? 'Trades move the last candle as they print; bars are fetched again every few seconds.'
      : status === 'refused'
        ? 'The live feed declined this ticker; the chart refreshes on a timer.'
        : status === 'offline'
          ? 'No live connection; the chart refreshes on a timer.'
          : 'Joining the live feed for this ticker.',
};
