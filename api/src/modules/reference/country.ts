/**
 * The country of a company from its headquarters as the universe writes it ("Cupertino, CA",
 * "Dublin, Ireland"): a U.S. state or territory code is the USA, anything else names the country.
 */
const US_STATES = new Set(
  (
    'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA ' +
    'RI SC SD TN TX UT VT VA WA WV WI WY DC PR'
  ).split(' '),
);

export function countryOf(headquarters: string | null): string | null {
  const last = headquarters?.split(',').at(-1)?.trim() ?? '';
  if (last === '') return null;
  return US_STATES.has(last) ? 'USA' : last;
}
