const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, cents: boolean): Intl.NumberFormat {
  const key = `${currency}:${cents}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currency.toUpperCase(),
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: cents ? 2 : 0,
    });
    formatters.set(key, found);
  }
  return found;
}

/** 4900 → "$49.00"; with `whole`, "$49" when there are no cents (plan cards). */
export function formatMoney(amountCents: number, currency = 'usd', options: { whole?: boolean } = {}): string {
  const wholeDollars = amountCents % 100 === 0;
  return formatter(currency, !(options.whole && wholeDollars)).format(amountCents / 100);
}
