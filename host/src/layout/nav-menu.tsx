import { useAbility } from '@flowdeck/host-sdk';
import { Chip, List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { NavLink } from 'react-router-dom';
import { useRemotesStore } from '../federation/remotes-store';
import { NavIcon } from './nav-icons';
import { buildNav } from './nav-model';

export function NavMenu({ onNavigate }: { onNavigate?: () => void }) {
  const remotes = useRemotesStore((s) => s.remotes);
  const ability = useAbility();
  const items = buildNav(Object.values(remotes), ability);
  return (
    <List component="nav" aria-label="Main navigation" dense sx={{ px: 1 }}>
      {items.map(({ entry, status, remoteId }) => {
        const unavailable = status === 'unavailable';
        const text = (
          <ListItemText
            primary={entry.title}
            slotProps={{ primary: { noWrap: true, title: entry.title } }}
          />
        );
        const badge = unavailable ? (
          <Tooltip title="Temporarily unavailable">
            <Chip size="small" label="Unavailable" color="warning" variant="outlined" sx={{ ml: 1, height: 20 }} />
          </Tooltip>
        ) : null;
        if (entry.href)
          return (
            <ListItemButton key={entry.title} component="a" href={entry.href} target="_blank" rel="noopener noreferrer">
              <ListItemIcon sx={{ minWidth: 36 }}><NavIcon name={entry.icon} /></ListItemIcon>
              {text}
            </ListItemButton>
          );
        return (
          <ListItemButton
            key={`${remoteId}:${entry.path}`}
            component={NavLink}
            to={entry.path ?? '/'}
            onClick={onNavigate}
            data-status={status}
            aria-label={unavailable ? `${entry.title} (unavailable)` : entry.title}
            sx={{ borderRadius: 1, mb: 0.25, '&.active': { bgcolor: 'action.selected', color: 'primary.main' }, opacity: unavailable ? 0.7 : 1 }}
          >
            <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}><NavIcon name={entry.icon} /></ListItemIcon>
            {text}
            {badge}
          </ListItemButton>
        );
      })}
    </List>
  );
}
