import { ApiError } from '@flowdeck/api-client';
import { CHECKOUT_PATH, REFERRAL_CODE_KEY, RETURN_URL_PARAM } from '@flowdeck/contract';
import { useAuthStore, useNotify, type User } from '@flowdeck/host-sdk';
import { Box, Button, Card, CardContent, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../app/services';
import { postLoginPath } from '../../auth/access';
import { type TokenPair, startSession } from '../../auth/session';
import { PROFILE_PATH } from '../../auth/use-profile-sync';

export const LOGIN_CALL = 'token/';
export const REGISTER_CALL = 'register/';

type Fields = Record<string, string>;

function storedReferralCode(): string | null {
  try {
    return localStorage.getItem(REFERRAL_CODE_KEY);
  } catch {
    return null;
  }
}

/** Spec §4 login and registration. */
export function LoginPage() {
  const [params] = useSearchParams();
  const [tab, setTab] = useState(params.get('tab') === 'register' ? 'register' : 'login');
  const [fields, setFields] = useState<Fields>({});
  const [errors, setErrors] = useState<Fields>({});
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const notify = useNotify();

  const field = (name: string, label: string, type = 'text', autoComplete?: string) => (
    <TextField
      key={name}
      name={name}
      label={label}
      type={type}
      autoComplete={autoComplete}
      value={fields[name] ?? ''}
      onChange={(e) => setFields({ ...fields, [name]: e.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      required
      fullWidth
    />
  );

  const logIn = async (username: string, password: string, justRegistered: boolean) => {
    const tokens = await api.post<TokenPair & { detail?: string }>(LOGIN_CALL, { username, password }, { form: true });
    if (!tokens.access) return;
    startSession(tokens);
    const user = await api.get<User>(PROFILE_PATH);
    useAuthStore.getState().setUser(user);
    if (justRegistered) {
      notify('Welcome!', 'success');
      navigate(CHECKOUT_PATH);
    } else {
      navigate(postLoginPath(params.get(RETURN_URL_PARAM)), { replace: true });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      if (tab === 'login') {
        await logIn(fields.username ?? '', fields.password ?? '', false);
      } else {
        const via = storedReferralCode();
        await api.post(REGISTER_CALL, { ...fields, ...(via ? { via } : {}) }, { form: true });
        await logIn(fields.username ?? '', fields.password ?? '', true);
      }
    } catch (error) {
      // Notifications were raised by the API client; field errors also go beside their fields.
      if (error instanceof ApiError) setErrors(error.fieldErrors);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ p: 4 }}>
          <Typography component={RouterLink} to="/" variant="h5" sx={{ fontWeight: 800, color: 'text.primary', textDecoration: 'none' }}>
            Flow<Box component="span" sx={{ color: 'primary.main' }}>Deck</Box>
          </Typography>
          <Tabs value={tab} onChange={(_, value: string) => { setTab(value); setErrors({}); }} sx={{ my: 2 }}>
            <Tab value="login" label="Sign in" />
            <Tab value="register" label="Create account" />
          </Tabs>
          <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)} noValidate>
            {field('username', 'Username', 'text', 'username')}
            {tab === 'register' ? field('email', 'Email', 'email', 'email') : null}
            {field('password', 'Password', 'password', tab === 'login' ? 'current-password' : 'new-password')}
            {tab === 'register' ? field('password2', 'Confirm password', 'password', 'new-password') : null}
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              {tab === 'login' ? 'Sign in' : 'Create account'}
            </Button>
            {tab === 'register' ? (
              <Typography variant="caption" color="text.secondary">
                Every new account starts with a 7-day free trial.
              </Typography>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
