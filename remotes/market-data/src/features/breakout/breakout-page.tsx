import { NAV_PATHS } from '@flowdeck/contract';
import { BreakScanner } from '../../components/break-scanner';

/** Breakout: the session's breaks upward (new highs, opening-range and pre-market highs). */
export default function BreakoutPage() {
  return <BreakScanner direction="up" path={NAV_PATHS.breakout} />;
}
