import { LAYOUT_PARAM } from '@flowdeck/contract';
import { useAbility } from '@flowdeck/host-sdk';
import { BOXED_CONTENT_MAX_WIDTH, createAppTheme } from '@flowdeck/ui-kit';
import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  Box,
  IconButton,
  Stack,
  ThemeProvider,
  Toolbar,
  Tooltip,
  useMediaQuery,
  useScrollTrigger,
} from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import { type ReactNode, useMemo, useState } from 'react';
import { Outlet, useSearchParams } from 'react-router-dom';
import { useBrand } from '../brand/use-brand';
import { useRemotesStore } from '../federation/remotes-store';
import { useSettingsStore } from '../settings/settings-store';
import { THEME_CONFIG } from '../settings/theme-config';
import { BrandLogo } from './brand-logo';
import { DecorativeBackground, DecorativeShape } from './background';
import { FirstRouteGate } from './first-route-gate';
import { Footer } from './footer';
import { HorizontalNav } from './horizontal-nav';
import { buildNav, collectNavItems } from './nav-model';
import { freeDiscordEntry } from './nav-structure';
import { OnlineUsers } from './online-users';
import { resolveLayout } from './resolve-layout';
import { ScrollToTop } from './scroll-to-top';
import { SettingsMenu } from './settings-menu';
import { ThemeCustomizer } from './theme-customizer';
import { UserMenu } from './user-menu';
import { VerticalNav } from './vertical-nav';

/** The navigation the user may see: remotes' entries and the host's 'Free Discord', filtered by the ability. */
function useNavSections() {
  const remotes = useRemotesStore((s) => s.remotes);
  const ability = useAbility();
  const brand = useBrand();
  return useMemo(
    () => buildNav(collectNavItems(Object.values(remotes), [freeDiscordEntry(brand.discordUrl)]), ability),
    [remotes, ability, brand],
  );
}

function ModeToggle() {
  const mode = useSettingsStore((s) => s.mode);
  const toggleMode = useSettingsStore((s) => s.toggleMode);
  return (
    <Tooltip title={mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode'}>
      <IconButton aria-label="Toggle light/dark mode" onClick={toggleMode}>
        {mode === 'dark' ? <LightMode /> : <DarkMode />}
      </IconButton>
    </Tooltip>
  );
}

/** Spec §2 top bar actions: online users, layout settings, light/dark toggle, avatar menu. */
function TopBarActions({ wide }: { wide: boolean }) {
  return (
    <Stack direction="row" spacing={{ xs: 0.5, sm: 1 }} sx={{ alignItems: 'center' }}>
      <OnlineUsers />
      <SettingsMenu wide={wide} />
      <ModeToggle />
      <Box sx={{ pl: 0.5 }}>
        <UserMenu />
      </Box>
    </Stack>
  );
}

/** The app bar: fixed (sticky at the top, blurred over the content) or static; hidden renders nothing. */
function TopBar({ kind, blur, children }: { kind: 'fixed' | 'static'; blur: boolean; children: ReactNode }) {
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: 0 });
  return (
    <AppBar
      position={kind === 'fixed' ? 'sticky' : 'static'}
      color="transparent"
      elevation={0}
      data-testid="app-bar"
      sx={(theme) => ({
        top: 0,
        zIndex: theme.zIndex.appBar,
        color: 'text.primary',
        borderBottom: 1,
        borderColor: 'divider',
        backgroundColor: blur ? alpha(theme.palette.background.default, 0.72) : theme.palette.background.default,
        backdropFilter: blur ? 'saturate(180%) blur(10px)' : 'none',
        boxShadow:
          scrolled && kind === 'fixed'
            ? theme.palette.mode === 'dark'
              ? '0 6px 24px rgba(0,0,0,0.45)'
              : '0 6px 24px rgba(15,23,42,0.08)'
            : 'none',
        transition: 'box-shadow 200ms ease',
      })}
    >
      {children}
    </AppBar>
  );
}

/**
 * The standard layout (spec §2 and §4): vertical or horizontal navigation, top bar, content, footer,
 * scroll-to-top and the decorative background. `?layout=false` shows the content alone.
 */
export function AppLayout() {
  const [params] = useSearchParams();
  const theme = useTheme();
  // Read synchronously so the first paint already has the right layout.
  const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const settings = useSettingsStore();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const sections = useNavSections();
  const effective = resolveLayout(settings, wide);
  const semiDark = effective.skin === 'semi-dark' && settings.mode === 'light';
  const navTheme = useMemo(
    () =>
      semiDark ? createAppTheme('dark', { themeColor: settings.themeColor, direction: settings.direction }) : null,
    [semiDark, settings.themeColor, settings.direction],
  );
  // A temporary drawer left open on a narrow screen must not reappear when the screen narrows again.
  const [wasWide, setWasWide] = useState(wide);
  if (wasWide !== wide) {
    setWasWide(wide);
    if (wide) setDrawerOpen(false);
  }

  if (params.get(LAYOUT_PARAM) === 'false')
    return (
      <FirstRouteGate>
        <Outlet />
      </FirstRouteGate>
    );

  const boxed = settings.contentWidth === 'boxed';
  const inner = { width: '100%', maxWidth: boxed ? BOXED_CONTENT_MAX_WIDTH : 'none', mx: 'auto' } as const;
  const horizontal = effective.layout === 'horizontal';

  const verticalNav = horizontal ? null : (
    <VerticalNav
      sections={sections}
      variant={effective.navVariant}
      collapsed={effective.navCollapsed}
      toggleType={settings.verticalNavToggleType}
      truncate={THEME_CONFIG.menuTextTruncate}
      open={drawerOpen}
      onOpen={() => setDrawerOpen(true)}
      onClose={() => setDrawerOpen(false)}
      onToggleCollapsed={settings.toggleNavCollapsed}
    />
  );

  const topBar =
    effective.appBar === 'hidden' ? null : (
      <TopBar kind={effective.appBar} blur={settings.appBarBlur}>
        <Toolbar sx={{ gap: 1, px: { xs: 2, md: 3 } }}>
          <Box sx={{ ...inner, display: 'flex', alignItems: 'center', gap: 1 }}>
            {effective.navVariant === 'temporary' ? (
              <IconButton aria-label="Open navigation" edge="start" onClick={() => setDrawerOpen(true)}>
                <MenuIcon />
              </IconButton>
            ) : null}
            {horizontal || effective.navVariant === 'temporary' ? <BrandLogo nameFrom="sm" /> : null}
            <Box sx={{ flexGrow: 1 }} />
            <TopBarActions wide={wide} />
          </Box>
        </Toolbar>
        {horizontal ? (
          <Box sx={{ px: 3, borderTop: 1, borderColor: 'divider' }}>
            <Box sx={inner}>
              <HorizontalNav sections={sections} />
            </Box>
          </Box>
        ) : null}
      </TopBar>
    );

  return (
    <Box
      data-layout={effective.layout}
      data-skin={effective.skin}
      sx={{ display: 'flex', minHeight: '100vh', position: 'relative' }}
    >
      <DecorativeBackground mode={settings.mode} visible={wide} />
      {verticalNav && navTheme ? <ThemeProvider theme={navTheme}>{verticalNav}</ThemeProvider> : verticalNav}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column', position: 'relative', zIndex: 1 }}>
        {topBar}
        <Box component="main" sx={{ ...inner, flexGrow: 1, px: { xs: 2, md: 3 }, py: 3 }}>
          <FirstRouteGate>
            <Outlet />
          </FirstRouteGate>
        </Box>
        <DecorativeShape mode={settings.mode} visible={wide} />
        <Footer kind={settings.footer} contentWidth={settings.contentWidth} />
      </Box>
      <ScrollToTop bottomOffset={settings.footer === 'fixed' && wide ? 56 : 0} />
      <ThemeCustomizer />
    </Box>
  );
}
