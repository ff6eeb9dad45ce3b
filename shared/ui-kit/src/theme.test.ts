import { BOXED_CONTENT_MAX_WIDTH, BREAKPOINTS, THEME_COLOR_SWATCHES, createAppTheme } from './theme';

test('spec §9: breakpoints, border radius 10 and a 64 px toolbar', () => {
  const theme = createAppTheme('dark');
  expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
  expect(BREAKPOINTS.lg).toBe(1200);
  expect(theme.shape.borderRadius).toBe(10);
  expect(theme.mixins.toolbar).toMatchObject({ minHeight: 64 });
  expect(BOXED_CONTENT_MAX_WIDTH).toBe(1440);
});

test('the mode decides the palette', () => {
  expect(createAppTheme('dark').palette.mode).toBe('dark');
  expect(createAppTheme('light').palette.mode).toBe('light');
  expect(createAppTheme('dark').palette.background.default).not.toBe(
    createAppTheme('light').palette.background.default,
  );
});

test('themeColor makes that colour the primary one', () => {
  expect(createAppTheme('dark').palette.primary.main).toBe(THEME_COLOR_SWATCHES.primary.dark);
  expect(createAppTheme('dark', { themeColor: 'success' }).palette.primary.main).toBe(
    THEME_COLOR_SWATCHES.success.dark,
  );
  expect(createAppTheme('light', { themeColor: 'info' }).palette.primary.main).toBe(THEME_COLOR_SWATCHES.info.light);
});

test('the bordered skin outlines papers instead of shading them', () => {
  const paper = (skin: 'default' | 'bordered') =>
    createAppTheme('light', { skin }).components?.MuiPaper?.styleOverrides?.root as Record<string, unknown>;
  expect(paper('default')).not.toHaveProperty('border');
  expect(paper('bordered')).toMatchObject({ boxShadow: 'none', border: expect.stringContaining('1px solid') });
});

test('direction is carried by the theme', () => {
  expect(createAppTheme('dark', { direction: 'rtl' }).direction).toBe('rtl');
  expect(createAppTheme('dark').direction).toBe('ltr');
});
