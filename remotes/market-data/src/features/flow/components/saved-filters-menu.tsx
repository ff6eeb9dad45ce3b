import BookmarkIcon from '@mui/icons-material/Bookmark';
import CheckIcon from '@mui/icons-material/Check';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  TextField,
} from '@mui/material';
import { useAuth } from '@flowdeck/host-sdk';
import { type FormEvent, memo, useState } from 'react';
import { ALERT_FILTERS_MAX, FILTER_NAME_MAX, useAlertFilters } from '../api/get-alert-filters';
import { useSaveAlertFilters } from '../api/save-alert-filters';
import type { FlowFilters } from '../flow-filters';
import { fromAlertFilter, matchingSavedFilter, newFilterId, toAlertFilter, unsavedCriteria } from '../saved-filters';

export interface SavedFiltersMenuProps {
  filters: FlowFilters;
  onApply: (filters: FlowFilters) => void;
}

/**
 * Saved filters (user/settings/alert-filters, kept with the account): apply one, save the current
 * filters under a name (the same name replaces it), or delete the one in use.
 */
export const SavedFiltersMenu = memo(function SavedFiltersMenu({ filters, onApply }: SavedFiltersMenuProps) {
  const signedIn = useAuth().token !== null;
  const saved = useAlertFilters();
  const save = useSaveAlertFilters();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [name, setName] = useState('');
  const list = saved.data?.filters ?? [];
  const current = matchingSavedFilter(list, filters);
  const close = () => setAnchor(null);
  // The list as it was when the dialog opened: the dialog's wording does not change while it closes.
  const [atOpen, setAtOpen] = useState(list);
  const trimmed = name.trim();
  const replacing = atOpen.find((f) => f.name.trim().toLowerCase() === trimmed.toLowerCase());
  const full = !replacing && atOpen.length >= ALERT_FILTERS_MAX;
  const left = unsavedCriteria(filters);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || full) return;
    const entry = toAlertFilter(replacing?.id ?? newFilterId(), trimmed, filters);
    const next = replacing ? list.map((f) => (f.id === replacing.id ? entry : f)) : [...list, entry];
    // A failed save returns nothing (its messages are shown): the dialog stays open with the name typed.
    save.mutate({ filters: next }, { onSuccess: (saved) => saved && setDialogOpen(false) });
  };

  // Saved filters belong to an account; a guest link is read-only.
  if (!signedIn) return null;

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        startIcon={<BookmarkIcon fontSize="small" />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ maxWidth: 220 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {current ? current.name : 'Saved filters'}
        </span>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close} slotProps={{ list: { dense: true } }}>
        <ListSubheader>Saved filters</ListSubheader>
        {saved.isPending ? <MenuItem disabled>Loading…</MenuItem> : null}
        {saved.isError ? <MenuItem onClick={() => void saved.refetch()}>Could not load them · Retry</MenuItem> : null}
        {saved.isSuccess && list.length === 0 ? <MenuItem disabled>None yet</MenuItem> : null}
        {list.map((entry) => (
          <MenuItem
            key={entry.id}
            selected={entry.id === current?.id}
            onClick={() => {
              close();
              onApply(fromAlertFilter(entry));
            }}
          >
            <ListItemIcon>{entry.id === current?.id ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText primary={entry.name} />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          disabled={!saved.isSuccess}
          onClick={() => {
            close();
            setName(current?.name ?? '');
            setAtOpen(list);
            setDialogOpen(true);
          }}
        >
          Save current filters…
        </MenuItem>
        {current ? (
          <MenuItem
            disabled={save.isPending}
            onClick={() => {
              close();
              save.mutate({ filters: list.filter((f) => f.id !== current.id) });
            }}
          >
            Delete “{current.name}”
          </MenuItem>
        ) : null}
      </Menu>
      <Dialog open={dialogOpen} onClose={() => setDialogOpen(false)} fullWidth maxWidth="xs">
        <form onSubmit={submit} noValidate>
          <DialogTitle>Save filters</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              label="Name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              slotProps={{ htmlInput: { maxLength: FILTER_NAME_MAX } }}
              helperText={
                replacing
                  ? `Replaces the saved filter “${replacing.name}”.`
                  : full
                    ? `You can save up to ${ALERT_FILTERS_MAX} filters; delete one first.`
                    : ' '
              }
              error={full}
            />
            {left.length > 0 ? (
              <Alert severity="info" sx={{ mt: 1 }}>
                Saved filters do not hold the {left.join(', ')}; the rest is saved.
              </Alert>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setDialogOpen(false)}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={!trimmed || full || save.isPending}>
              {replacing ? 'Replace' : 'Save'}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
});
