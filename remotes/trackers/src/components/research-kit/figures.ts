/** How the research pages (Fundamentals, Ratio Analysis) write a figure, and where a filing lives on EDGAR. */
import type { Figure, FigureUnit } from '@flowdeck/api-types';
import { abbreviate, formatThousands } from '@flowdeck/ui-kit';

/** The ticker a research page opens on when the URL names none. */
export const DEFAULT_RESEARCH_SYMBOL = 'AAPL';

/** 1_050_000_000 → "1.05B" (statements: two decimals on the B/M scale), EPS to the cent, shares abbreviated. */
export function formatFigure(value: number, unit: FigureUnit): string {
  if (unit === 'perShare') return formatThousands(value, 2);
  if (unit === 'shares') return abbreviate(value).toUpperCase();
  const magnitude = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  if (magnitude >= 1e9) return `${sign}${(magnitude / 1e9).toFixed(2)}B`;
  if (magnitude >= 1e6) return `${sign}${(magnitude / 1e6).toFixed(1)}M`;
  if (magnitude >= 1e3) return `${sign}${(magnitude / 1e3).toFixed(1)}K`;
  return `${sign}${formatThousands(magnitude)}`;
}

/** The filing's index page on EDGAR: the accession number without dashes under the company's CIK. */
export function edgarFilingUrl(cik: string, accn: string): string {
  return `https://www.sec.gov/Archives/edgar/data/${Number(cik)}/${accn.replace(/-/g, '')}/${accn}-index.htm`;
}

/** "10-K filed 2025-02-21 · 0001999999-25-000009 · us-gaap:Revenues", or how a derived figure was computed. */
export function provenanceOf(figure: Figure): string {
  const filing = figure.form ? `${figure.form}${figure.filed ? ` filed ${figure.filed}` : ''}` : 'Simulated data';
  const parts = [figure.origin === 'derived' ? `${figure.derivation}` : figure.tag, filing, figure.accn];
  return parts.filter(Boolean).join(' · ');
}
