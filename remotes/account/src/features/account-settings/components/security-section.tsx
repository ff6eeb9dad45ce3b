import { formatDate } from '@flowdeck/ui-kit';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useChangePassword } from '../api/change-password';
import { useSessions } from '../api/get-sessions';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';
import { Section } from './section';

const EMPTY = { currentPassword: '', newPassword: '', newPassword2: '' };

function timeOf(iso: string): string {
  return `${formatDate(iso)}, ${new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;
}

/** Password change and the signed-in sessions, with "sign out everywhere". */
export function SecuritySection() {
  const sessions = useSessions();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useChangePassword((error) => setErrors(error.fieldErrors));
  const signOut = useSignOutEverywhere();
  const [form, setForm] = useState(EMPTY);
  const [confirming, setConfirming] = useState(false);
  const hasPassword = sessions.data?.hasPassword ?? true;
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    change.mutate(form, { onSuccess: (changed) => changed && setForm(EMPTY) });
  };

  return (
    <Stack spacing={3}>
      <Section title="Password" description="Use at least 8 characters with a letter and a digit.">
        {hasPassword ? (
          <Box component="form" noValidate onSubmit={submit} aria-label="Change password">
            <Stack spacing={2} sx={{ maxWidth: 440 }}>
              <TextField
                label="Current password"
                type="password"
                autoComplete="current-password"
                value={form.currentPassword}
                onChange={set('currentPassword')}
                error={Boolean(errors['currentPassword'])}
                helperText={errors['currentPassword']}
              />
              <TextField
                label="New password"
                type="password"
                autoComplete="new-password"
                value={form.newPassword}
                onChange={set('newPassword')}
                error={Boolean(errors['newPassword'])}
                helperText={errors['newPassword']}
              />
              <TextField
                label="Confirm new password"
                type="password"
                autoComplete="new-password"
                value={form.newPassword2}
                onChange={set('newPassword2')}
                error={Boolean(errors['newPassword2'])}
                helperText={errors['newPassword2']}
              />
              <Box>
                <Button type="submit" variant="contained" disabled={change.isPending}>
                  Change password
                </Button>
              </Box>
            </Stack>
          </Box>
        ) : (
          <Typography color="text.secondary">
            You sign in with Google or Apple, so there is no password to change here.
          </Typography>
        )}
      </Section>
      <Section
        title="Sessions"
        description="Browsers signed in to your account. Signing out everywhere ends all of them, this one included."
        action={
          <Button color="error" variant="outlined" onClick={() => setConfirming(true)} disabled={signOut.isPending}>
            Sign out everywhere
          </Button>
        }
      >
        {sessions.data && sessions.data.sessions.length > 0 ? (
          <List disablePadding aria-label="Signed-in sessions">
            {sessions.data.sessions.map((session, index) => (
              <Box key={session.id}>
                {index > 0 ? <Divider component="li" /> : null}
                <ListItem disableGutters>
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <DevicesOutlined color="action" />
                  </ListItemIcon>
                  <ListItemText
                    primary={`Signed in ${timeOf(session.startedAt)}`}
                    secondary={`Last active ${timeOf(session.lastUsedAt)}`}
                  />
                </ListItem>
              </Box>
            ))}
          </List>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {sessions.isPending ? 'Loading sessions…' : 'No other sessions.'}
          </Typography>
        )}
      </Section>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="sign-out-everywhere-title">
        <DialogTitle id="sign-out-everywhere-title">Sign out everywhere?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Every browser signed in to your account, this one included, will have to sign in again.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setConfirming(false);
              signOut.mutate();
            }}
          >
            Sign out everywhere
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
