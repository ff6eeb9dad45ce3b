import { LAYOUT_PARAM } from '@flowdeck/contract';
import { BOXED_CONTENT_MAX_WIDTH, NAV_WIDTH } from '@flowdeck/ui-kit';
import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import MenuIcon from '@mui/icons-material/Menu';
import People from '@mui/icons-material/People';
import {
  AppBar,
  Box,
  Chip,
  Drawer,
  IconButton,
  Toolbar,
  Tooltip,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { Link as RouterLink, Outlet, useSearchParams } from 'react-router-dom';
import { useActiveUsers } from '../realtime/active-users';
import { useSettingsStore } from '../settings/settings-store';
import { NavMenu } from './nav-menu';
import { UserMenu } from './user-menu';

function Brand() {
  return (
    <Typography component={RouterLink} to="/" variant="h6" sx={{ color: 'text.primary', textDecoration: 'none', fontWeight: 800 }}>
      Flow<Box component="span" sx={{ color: 'primary.main' }}>Deck</Box>
    </Typography>
  );
}

/** The standard layout: navigation, top bar and content. `?layout=false` shows the content alone. */
export function AppLayout() {
  const [params] = useSearchParams();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const mode = useSettingsStore((s) => s.mode);
  const toggleMode = useSettingsStore((s) => s.toggleMode);
  const activeUsers = useActiveUsers();

  if (params.get(LAYOUT_PARAM) === 'false') return <Outlet />;

  const nav = (
    <Box sx={{ width: NAV_WIDTH, pt: 1 }}>
      <Toolbar sx={{ px: 2.5 }}><Brand /></Toolbar>
      <NavMenu onNavigate={wide ? undefined : () => setDrawerOpen(false)} />
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Drawer
        variant={wide ? 'permanent' : 'temporary'}
        open={wide || drawerOpen}
        onClose={() => setDrawerOpen(false)}
        sx={{ width: wide ? NAV_WIDTH : 0, flexShrink: 0, '& .MuiDrawer-paper': { width: NAV_WIDTH, borderRight: 1, borderColor: 'divider' } }}
      >
        {nav}
      </Drawer>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <AppBar
          position="sticky"
          color="transparent"
          elevation={0}
          sx={{ backdropFilter: 'blur(8px)', borderBottom: 1, borderColor: 'divider', bgcolor: 'background.default' }}
        >
          <Toolbar sx={{ gap: 1 }}>
            {wide ? null : (
              <IconButton aria-label="Open navigation" edge="start" onClick={() => setDrawerOpen(true)}>
                <MenuIcon />
              </IconButton>
            )}
            <Box sx={{ flexGrow: 1 }} />
            <Tooltip title="Traders online now">
              <Chip
                icon={<People fontSize="small" />}
                label={activeUsers === null ? '—' : `${activeUsers} online`}
                variant="outlined"
                size="small"
                aria-label="Online users"
              />
            </Tooltip>
            <Tooltip title={mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode'}>
              <IconButton aria-label="Toggle light/dark mode" onClick={toggleMode}>
                {mode === 'dark' ? <LightMode /> : <DarkMode />}
              </IconButton>
            </Tooltip>
            <UserMenu />
          </Toolbar>
        </AppBar>
        <Box component="main" sx={{ p: { xs: 2, md: 3 }, maxWidth: BOXED_CONTENT_MAX_WIDTH, mx: 'auto' }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
