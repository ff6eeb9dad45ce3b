import type { ScreenerFilter, ScreenerSort } from '@flowdeck/api-types';
import { MAX_SCREEN_NAME } from '@flowdeck/endpoints/screener';
import { useAuth } from '@flowdeck/host-sdk';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useDeleteScreen, useSavedScreens, useSaveScreen } from '../api/saved-screens';

export interface SavedScreensBarProps {
  /** The screen shown: what Save keeps. */
  filters: ScreenerFilter[];
  sort: ScreenerSort;
  /** The saved screen open now (its id), if any. */
  current: string | null;
  onOpen: (id: string) => void;
  onDeleted: () => void;
}

/** The signed-in user's saved screens: open one, save the screen shown under a name, delete the one open. */
export function SavedScreensBar({ filters, sort, current, onOpen, onDeleted }: SavedScreensBarProps) {
  const { user } = useAuth();
  const saved = useSavedScreens(user !== null);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveScreen((error) => setProblem(Object.values(error.fieldErrors)[0] ?? error.message));
  const remove = useDeleteScreen();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  if (user === null)
    return (
      <Typography variant="body2" color="text.secondary">
        Sign in to save screens.
      </Typography>
    );
  const items = saved.data?.items ?? [];
  const isSaved = current !== null && items.some((s) => s.id === current);
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label="Saved screens"
        value={isSaved ? current : ''}
        onChange={(event) => onOpen(event.target.value)}
        disabled={items.length === 0}
        sx={{ minWidth: 180, maxWidth: '100%' }}
        helperText={items.length === 0 ? 'None saved yet' : undefined}
      >
        {items.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
        Save screen
      </Button>
      {isSaved && current !== null ? (
        <Button
          size="small"
          color="error"
          disabled={remove.isPending}
          onClick={() => remove.mutate(current, { onSuccess: (deleted) => deleted && onDeleted() })}
        >
          Delete saved screen
        </Button>
      ) : null}
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setProblem(null);
            save.mutate(
              { name, filters, sort },
              {
                onSuccess: (screen) => {
                  if (!screen) return;
                  setOpen(false);
                  setName('');
                  onOpen(screen.id);
                },
              },
            );
          }}
        >
          <DialogTitle>Save this screen</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              label="Name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={problem !== null}
              helperText={problem ?? `${filters.length} filter${filters.length === 1 ? '' : 's'}, kept with its sort`}
              slotProps={{ htmlInput: { maxLength: MAX_SCREEN_NAME } }}
              sx={{ mt: 1 }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={save.isPending || name.trim() === ''}>
              Save
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Stack>
  );
}
