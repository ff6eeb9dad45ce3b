/** How the Lobbying page writes its figures. */
import { formatUsd } from '@flowdeck/ui-kit';

/** "$3.41M"; "—" when the filing reported no amount (under $5,000 in LDA terms). */
export function spend(amount: number | null): string {
  return amount === null ? 'Under $5K' : formatUsd(amount, { wholeBelow: 10_000 });
}

/** "+$560.00K (+18.8%)", "-$350 (-87.5%)", "+$100.00K (new)". */
export function changeText(change: number, changePct: number | null): string {
  const money = formatUsd(change, { signed: true, wholeBelow: 10_000 });
  return `${money} (${changePct === null ? 'new' : `${changePct > 0 ? '+' : ''}${changePct}%`})`;
}
