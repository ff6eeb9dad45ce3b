import { NAV_PATHS } from '@flowdeck/contract';
import { BreakScanner } from '../../components/break-scanner';

/** Breakdown: the session's breaks downward (new lows, opening-range and pre-market lows). */
export default function BreakdownPage() {
  return <BreakScanner direction="down" path={NAV_PATHS.breakdown} />;
}
