import { ACCOUNT_BILLING_PATH, ACCOUNT_SETTINGS_PATH, DISCORD_BOT_PATH, requirement } from '@flowdeck/contract';
import { allows, useAbility, useAuthStore, userLabel } from '@flowdeck/host-sdk';
import { formatDate } from '@flowdeck/ui-kit';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Logout from '@mui/icons-material/Logout';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import {
  Avatar,
  Box,
  Divider,
  IconButton,
  ListItemIcon,
  Menu,
  MenuItem,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from '../auth/logout';

/** Spec §2 user menu texts. */
export const ACCESS_UNTIL_LABEL = 'Access Until';
export const DISCORD_BOT_LABEL = 'Discord Bot';
export const LOGOUT_LABEL = 'Logout';
/** The way to the account remote's settings page, and to its Billing tab. */
export const ACCOUNT_SETTINGS_LABEL = 'Account settings';
export const BILLING_LABEL = 'Billing';

const INFO_ROW = { '&.Mui-disabled': { opacity: 1 }, cursor: 'default' } as const;

/** Whether an access end date (YYYY-MM-DD) is already past. */
function ended(endDate: string, today = new Date()): boolean {
  const day = today.toISOString().slice(0, 10);
  return endDate < day;
}

/**
 * Spec §2: the avatar menu with the display name (or first and last name), the email, 'Access Until'
 * with the end date, 'Discord Bot' only with `bot_sub` (the `useDiscordBot` requirement), and Logout; with Account settings and Billing
 * before them, the only way to those pages (they have no navigation entry).
 */
export function UserMenu() {
  const user = useAuthStore((s) => s.user);
  const ability = useAbility();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const menuId = useId();
  if (!user) return null;
  const label = userLabel(user);
  const close = () => setAnchor(null);
  const expired = user.end_date ? ended(user.end_date) : false;

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label="Account menu"
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? menuId : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
          size="small"
          sx={{ p: 0.25, border: 2, borderColor: 'divider' }}
        >
          <Avatar
            src={user.avatar ?? undefined}
            alt={label}
            sx={{ width: 32, height: 32, bgcolor: 'primary.main', fontSize: 15, fontWeight: 700 }}
          >
            {label.slice(0, 1).toUpperCase()}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, minWidth: 260 } } }}
      >
        {/* Information rows are disabled items, so arrow keys go straight to the actions. */}
        <MenuItem disabled sx={INFO_ROW}>
          <Stack direction="row" spacing={1.5} sx={{ py: 0.5, alignItems: 'center', minWidth: 0 }}>
            <Avatar
              src={user.avatar ?? undefined}
              alt=""
              sx={{ width: 40, height: 40, bgcolor: 'primary.main', fontWeight: 700 }}
            >
              {label.slice(0, 1).toUpperCase()}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }} noWrap title={label}>
                {label}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap title={user.email}>
                {user.email}
              </Typography>
            </Box>
          </Stack>
        </MenuItem>
        <MenuItem disabled sx={INFO_ROW}>
          <Box
            sx={{
              width: '100%',
              mb: 0.5,
              px: 1.5,
              py: 1,
              borderRadius: 2,
              bgcolor: 'action.hover',
              display: 'flex',
              alignItems: 'center',
              gap: 1,
            }}
          >
            <EventAvailable fontSize="small" sx={{ color: expired ? 'error.main' : 'success.main' }} />
            <Typography variant="body2" color="text.secondary">
              {ACCESS_UNTIL_LABEL}
            </Typography>
            <Typography
              variant="body2"
              sx={{ ml: 'auto', fontWeight: 600, color: expired ? 'error.main' : 'text.primary' }}
            >
              {user.end_date ? formatDate(user.end_date) : '—'}
            </Typography>
          </Box>
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            navigate(ACCOUNT_SETTINGS_PATH);
          }}
        >
          <ListItemIcon>
            <ManageAccountsOutlined fontSize="small" />
          </ListItemIcon>
          {ACCOUNT_SETTINGS_LABEL}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            navigate(ACCOUNT_BILLING_PATH);
          }}
        >
          <ListItemIcon>
            <CreditCardOutlined fontSize="small" />
          </ListItemIcon>
          {BILLING_LABEL}
        </MenuItem>
        {allows(ability, requirement('useDiscordBot')) ? (
          <MenuItem
            onClick={() => {
              close();
              navigate(DISCORD_BOT_PATH);
            }}
          >
            <ListItemIcon>
              <SmartToyOutlined fontSize="small" />
            </ListItemIcon>
            {DISCORD_BOT_LABEL}
          </MenuItem>
        ) : null}
        <MenuItem
          onClick={() => {
            close();
            void logout(navigate);
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {LOGOUT_LABEL}
        </MenuItem>
      </Menu>
    </>
  );
}
