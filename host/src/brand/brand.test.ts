import { DEFAULT_BRAND } from '@flowdeck/contract';
import { currentBrand } from './brand';

test("the page's host name picks the brand; a host no brand lists gets the default", () => {
  expect(window.location.hostname).toBe('localhost');
  expect(currentBrand()).toBe(DEFAULT_BRAND);
});
