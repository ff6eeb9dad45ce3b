import { Box, Button, Card, CardContent, Divider, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { socialSignInAvailable, type SocialProvider } from '../../auth/identity-client';
import { PasswordField } from './components/password-field';
import { SocialButtons } from './components/social-buttons';
import { TestAccountDialog } from './components/test-account-dialog';
import { useSignIn } from './hooks/use-sign-in';
import { validateLogin, validateRegistration } from './validate';

type Tab = 'login' | 'register';
type Fields = Record<string, string>;

/** Spec §4 login and registration: username and password, or Google and Apple. */
export function LoginPage() {
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(params.get('tab') === 'register' ? 'register' : 'login');
  const [fields, setFields] = useState<Fields>({});
  const [localErrors, setLocalErrors] = useState<Fields>({});
  const signIn = useSignIn();
  const [choosingFor, setChoosingFor] = useState<SocialProvider | null>(null);
  const errors = { ...signIn.fieldErrors, ...localErrors };

  const inputProps = (name: string, label: string) => ({
    name,
    label,
    value: fields[name] ?? '',
    onChange: (e: { target: { value: string } }) => {
      setFields({ ...fields, [name]: e.target.value });
      if (errors[name]) {
        setLocalErrors(({ [name]: _gone, ...rest }) => rest);
        signIn.setFieldErrors(({ [name]: _gone, ...rest }) => rest);
      }
    },
    error: Boolean(errors[name]),
    helperText: errors[name],
    required: true,
    fullWidth: true,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = tab === 'login' ? validateLogin(fields) : validateRegistration(fields);
    setLocalErrors(found);
    if (Object.keys(found).length > 0) return;
    const { username = '', email = '', password = '', password2 = '' } = fields;
    void (tab === 'login'
      ? signIn.logIn(username.trim(), password)
      : signIn.register({ username: username.trim(), email: email.trim(), password, password2 }));
  };

  const switchTab = (next: Tab) => {
    setTab(next);
    setLocalErrors({});
    signIn.setFieldErrors({});
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 460 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography
            component={RouterLink}
            to="/"
            variant="h5"
            sx={{ fontWeight: 800, color: 'text.primary', textDecoration: 'none' }}
          >
            Flow
            <Box component="span" sx={{ color: 'primary.main' }}>
              Deck
            </Box>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {tab === 'login'
              ? 'Welcome back. Sign in to your account.'
              : 'Every new account starts with a 7-day free trial.'}
          </Typography>
          <Tabs value={tab} onChange={(_, value: Tab) => switchTab(value)} sx={{ my: 2 }}>
            <Tab value="login" label="Sign in" />
            <Tab value="register" label="Create account" />
          </Tabs>
          {socialSignInAvailable() ? (
            <>
              <SocialButtons
                disabled={signIn.busy}
                onSignIn={(provider) =>
                  signIn.needsTestAccount ? setChoosingFor(provider) : void signIn.socialSignIn(provider)
                }
              />
              <TestAccountDialog
                provider={choosingFor}
                onCancel={() => setChoosingFor(null)}
                onChoose={(account) => {
                  const provider = choosingFor;
                  setChoosingFor(null);
                  if (provider) void signIn.socialSignIn(provider, account);
                }}
              />
              <Divider sx={{ my: 2.5, typography: 'caption', color: 'text.secondary' }}>
                or with {tab === 'login' ? 'your username' : 'a username'}
              </Divider>
            </>
          ) : null}
          <Stack component="form" spacing={2} onSubmit={submit} noValidate>
            <TextField {...inputProps('username', 'Username')} autoComplete="username" />
            {tab === 'register' ? (
              <TextField {...inputProps('email', 'Email')} type="email" autoComplete="email" />
            ) : null}
            <PasswordField
              {...inputProps('password', 'Password')}
              autoComplete={tab === 'login' ? 'current-password' : 'new-password'}
            />
            {tab === 'register' ? (
              <PasswordField {...inputProps('password2', 'Confirm password')} autoComplete="new-password" />
            ) : null}
            <Button type="submit" variant="contained" size="large" disabled={signIn.busy}>
              {tab === 'login' ? 'Sign in' : 'Create account'}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
