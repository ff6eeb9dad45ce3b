import { BRANDS, DEFAULT_BRAND, brandFor } from './brand';

test('a known host gets its own links and plans', () => {
  const brand = brandFor('optionsdeck.io');
  expect(brand).toBe(BRANDS['optionsdeck.io']);
  expect(brand.discordUrl).not.toBe(DEFAULT_BRAND.discordUrl);
  expect(brand.plans.botYearly).toBe('optionsdeck_bot_yearly');
});

test('www. and letter case do not change the brand', () => {
  expect(brandFor('WWW.OptionsDeck.io')).toBe(BRANDS['optionsdeck.io']);
});

test('an unknown host falls back to the default brand', () => {
  expect(brandFor('localhost')).toBe(DEFAULT_BRAND);
  expect(brandFor('evil.example')).toBe(DEFAULT_BRAND);
});

test('every brand names site, Discord, Twitter and Instagram links and four plans', () => {
  for (const brand of Object.values(BRANDS)) {
    for (const url of [brand.siteUrl, brand.discordUrl, brand.twitterUrl, brand.instagramUrl])
      expect(url).toMatch(/^https:\/\//);
    expect(Object.keys(brand.plans).sort()).toEqual(['botMonthly', 'botYearly', 'monthly', 'yearly']);
  }
});
