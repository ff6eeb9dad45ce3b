import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import type { SocialProvider, TestAccount } from '../../../auth/identity-client';

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', apple: 'Apple' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Local runs only: which test account the Auth emulator should sign in (the provider's own page
 * cannot load offline). Production opens the provider's real sign-in instead.
 */
export function TestAccountDialog({
  provider,
  onCancel,
  onChoose,
}: {
  provider: SocialProvider | null;
  onCancel: () => void;
  onChoose: (account: TestAccount) => void;
}) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const emailError = touched && !EMAIL.test(email.trim()) ? 'Enter an email address for the test account.' : '';
  const providerName = provider ? PROVIDER_NAMES[provider] : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!EMAIL.test(email.trim())) return;
    onChoose({ email, name });
  };

  return (
    <Dialog open={provider !== null} onClose={onCancel} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>Sign in with {providerName}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="info" variant="outlined">
              This server signs in through the local Firebase Auth emulator. Choose the {providerName} test account to
              use; the same email always returns to the same account.
            </Alert>
            <TextField
              label={`${providerName} email`}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={Boolean(emailError)}
              helperText={emailError}
              autoFocus
              required
              fullWidth
            />
            <TextField label="Full name" value={name} onChange={(e) => setName(e.target.value)} fullWidth />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained">
            Continue
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
