import { useAuthStore, userLabel } from '@flowdeck/host-sdk';
import { Avatar, Box, Button, Grid, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useUpdateProfile } from '../api/update-profile';
import { Section } from './section';

/** Names, display name and avatar URL. */
export function ProfileSection() {
  const user = useAuthStore((s) => s.user);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateProfile((error) => setErrors(error.fieldErrors));
  const [form, setForm] = useState({
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    displayName: user?.displayName && user.displayName !== user.username ? user.displayName : '',
    avatar: user?.avatar ?? '',
  });
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    update.mutate(form);
  };
  const preview = user
    ? { ...user, firstName: form.firstName, lastName: form.lastName, displayName: form.displayName }
    : null;

  return (
    <Section title="Profile" description="How you appear in the app. The display name is shown in the top bar.">
      <Box component="form" noValidate onSubmit={submit} aria-label="Profile">
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
          <Avatar
            src={form.avatar || undefined}
            alt=""
            sx={{ width: 56, height: 56, bgcolor: 'primary.main', fontWeight: 700 }}
          >
            {preview ? userLabel(preview).slice(0, 1).toUpperCase() : '?'}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {preview ? userLabel(preview) : ''}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {user?.email} · @{user?.username}
            </Typography>
          </Box>
        </Stack>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="First name"
              value={form.firstName}
              onChange={set('firstName')}
              fullWidth
              autoComplete="given-name"
              error={Boolean(errors['firstName'])}
              helperText={errors['firstName']}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Last name"
              value={form.lastName}
              onChange={set('lastName')}
              fullWidth
              autoComplete="family-name"
              error={Boolean(errors['lastName'])}
              helperText={errors['lastName']}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Display name"
              value={form.displayName}
              onChange={set('displayName')}
              fullWidth
              placeholder={user?.username}
              error={Boolean(errors['displayName'])}
              helperText={errors['displayName'] ?? 'Leave empty to use your username'}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Avatar URL"
              value={form.avatar}
              onChange={set('avatar')}
              fullWidth
              placeholder="https://…"
              error={Boolean(errors['avatar'])}
              helperText={errors['avatar'] ?? 'An https:// link to a square image'}
            />
          </Grid>
        </Grid>
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2.5 }}>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            Save profile
          </Button>
        </Stack>
      </Box>
    </Section>
  );
}
