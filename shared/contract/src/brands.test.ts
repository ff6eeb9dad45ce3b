import { BRANDS, DEFAULT_BRAND, brandForHost } from './brands';

const optionsDeck = () => BRANDS.find((brand) => brand.id === 'optionsdeck');

test('a known host gets its own links and plans', () => {
  const brand = brandForHost('optionsdeck.io');
  expect(brand).toBe(optionsDeck());
  expect(brand.discordUrl).not.toBe(DEFAULT_BRAND.discordUrl);
  expect(brand.plans.botYearly).toBe('optionsdeck_bot_yearly');
});

test('www. and letter case do not change the brand', () => {
  expect(brandForHost('WWW.OptionsDeck.io')).toBe(optionsDeck());
});

test('an unknown or missing host falls back to the default brand', () => {
  expect(brandForHost('localhost')).toBe(DEFAULT_BRAND);
  expect(brandForHost('evil.example')).toBe(DEFAULT_BRAND);
  expect(brandForHost(undefined)).toBe(DEFAULT_BRAND);
});

test('every brand names site, Discord, Twitter and Instagram links and four distinct plans', () => {
  const planIds = BRANDS.flatMap((brand) => Object.values(brand.plans));
  expect(new Set(planIds).size).toBe(planIds.length);
  expect(new Set(BRANDS.map((brand) => brand.id)).size).toBe(BRANDS.length);
  for (const brand of BRANDS) {
    for (const url of [brand.siteUrl, brand.discordUrl, brand.twitterUrl, brand.instagramUrl])
      expect(url).toMatch(/^https:\/\//);
    expect(Object.keys(brand.plans).sort()).toEqual(['botMonthly', 'botYearly', 'monthly', 'yearly']);
  }
});
