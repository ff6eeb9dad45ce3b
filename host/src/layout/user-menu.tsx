import { LOGIN_PATH } from '@flowdeck/contract';
import { useAuthStore, userLabel } from '@flowdeck/host-sdk';
import { formatDate } from '@flowdeck/ui-kit';
import { Avatar, Divider, IconButton, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../app/services';
import { endSession, readRefreshCookie } from '../auth/session';

export const DISCORD_BOT_PATH = '/discordbot';
export const LOGOUT_PATH = 'logout/';

export function UserMenu() {
  const user = useAuthStore((s) => s.user);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  if (!user) return null;
  const label = userLabel(user);

  const logout = async () => {
    setAnchor(null);
    const refresh = readRefreshCookie();
    useAuthStore.getState().setUser(null);
    try {
      if (refresh) await api.post(LOGOUT_PATH, { refresh_token: refresh }, { form: true, notify: false });
    } catch {
      console.error('Error logging out');
    }
    endSession();
    navigate(LOGIN_PATH);
  };

  return (
    <>
      <IconButton aria-label="Account menu" onClick={(e) => setAnchor(e.currentTarget)} size="small">
        <Avatar src={user.avatar ?? undefined} alt={label} sx={{ width: 34, height: 34 }}>
          {label.slice(0, 1).toUpperCase()}
        </Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem disabled sx={{ opacity: '1 !important' }}>
          <ListItemText primary={label} secondary={user.email} />
        </MenuItem>
        <MenuItem disabled sx={{ opacity: '1 !important' }}>
          <Typography variant="body2" color="text.secondary">
            Access Until: {user.end_date ? formatDate(user.end_date) : '—'}
          </Typography>
        </MenuItem>
        <Divider />
        {user.bot_sub ? (
          <MenuItem onClick={() => { setAnchor(null); navigate(DISCORD_BOT_PATH); }}>Discord Bot</MenuItem>
        ) : null}
        <MenuItem onClick={() => void logout()}>Logout</MenuItem>
      </Menu>
    </>
  );
}
