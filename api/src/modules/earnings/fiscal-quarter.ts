/** Fiscal quarters: which quarter of which fiscal year a calendar quarter end is, and their labels. */

export interface FiscalQuarter {
  quarter: 1 | 2 | 3 | 4;
  /** The calendar year the fiscal year ends in. */
  fiscalYear: number;
}

/** "Q3 FY2025". */
export function fiscalQuarterLabel({ quarter, fiscalYear }: FiscalQuarter): string {
  return `Q${quarter} FY${fiscalYear}`;
}

/** The fiscal quarter ending in `month` of `year` for a fiscal year ending in `fiscalEndMonth` (1–12). */
export function fiscalQuarterOf(year: number, month: number, fiscalEndMonth: number): FiscalQuarter {
  const index = (((month - fiscalEndMonth) % 12) + 12) % 12;
  const quarter = (index === 0 ? 4 : index / 3) as 1 | 2 | 3 | 4;
  return { quarter, fiscalYear: month <= fiscalEndMonth ? year : year + 1 };
}

/**
 * A fiscal quarter as calendars write it: "Q3 FY2025", "Q3 2025", "Q3-2025", "2025Q3", "2025-Q3", "FQ3 2025",
 * "3Q25", "Q3'25". Null when the text is none of these.
 */
export function parseFiscalQuarter(text: string): FiscalQuarter | null {
  const t = text.trim().toUpperCase().replace(/\s+/g, ' ');
  const year = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));
  let m = /^F?Q([1-4])[ \-/']*(?:FY)?[ ']?(\d{4}|\d{2})$/.exec(t);
  if (m) return { quarter: Number(m[1]) as 1 | 2 | 3 | 4, fiscalYear: year(m[2] as string) };
  m = /^(?:FY)?(\d{4})[ \-/]?F?Q([1-4])$/.exec(t);
  if (m) return { quarter: Number(m[2]) as 1 | 2 | 3 | 4, fiscalYear: Number(m[1]) };
  m = /^([1-4])Q[ ']?(?:FY)?(\d{4}|\d{2})$/.exec(t);
  if (m) return { quarter: Number(m[1]) as 1 | 2 | 3 | 4, fiscalYear: year(m[2] as string) };
  return null;
}
