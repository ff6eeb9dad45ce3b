import CheckCircle from '@mui/icons-material/CheckCircle';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import { Alert, Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { usePhoneStatus } from '../api/get-phone-status';
import { useSmsOutbox } from '../api/get-sms-outbox';
import { useSendPhoneCode } from '../api/send-phone-code';
import { useVerifyPhone } from '../api/verify-phone';
import { Section } from './section';

export const OUTBOX_TITLE = 'Local SMS outbox';

/** The phone number SMS alerts go to, verified with a one-time code. */
export function PhoneSection() {
  const status = usePhoneStatus();
  const [sendErrors, setSendErrors] = useState<Record<string, string>>({});
  const [verifyErrors, setVerifyErrors] = useState<Record<string, string>>({});
  const send = useSendPhoneCode((error) => setSendErrors(error.fieldErrors));
  const verify = useVerifyPhone((error) => setVerifyErrors(error.fieldErrors));
  const [number, setNumber] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const pending = status.data?.pending ?? null;
  const outbox = useSmsOutbox(Boolean(status.data?.outbox && pending));
  const shownNumber = number ?? status.data?.phoneNumber ?? '';

  const requestCode = (event: FormEvent) => {
    event.preventDefault();
    setSendErrors({});
    send.mutate(shownNumber, { onSuccess: (sent) => sent && setCode('') });
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) return;
    setVerifyErrors({});
    verify.mutate(
      { phoneNumber: pending.phoneNumber, code },
      {
        onSuccess: (profile) => {
          if (!profile) return;
          setCode('');
          setNumber(null);
        },
      },
    );
  };

  return (
    <Section
      title="Phone number"
      description="SMS alerts are texted to this number. We confirm it with a one-time code."
      action={
        status.data?.phoneNumber ? (
          status.data.verified ? (
            <Chip icon={<CheckCircle />} label="Verified" color="success" variant="outlined" size="small" />
          ) : (
            <Chip label="Not verified" color="warning" variant="outlined" size="small" />
          )
        ) : null
      }
    >
      {status.data && !status.data.available ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Text messages are not available on this server, so numbers cannot be verified right now.
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={requestCode} aria-label="Phone number">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label="Mobile number"
            value={shownNumber}
            onChange={(event) => setNumber(event.target.value)}
            placeholder="+1 415 555 2671"
            autoComplete="tel"
            fullWidth
            error={Boolean(sendErrors['phone_number'])}
            helperText={sendErrors['phone_number'] ?? 'International format, starting with + and the country code'}
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
          />
          <Button
            type="submit"
            variant="outlined"
            disabled={send.isPending || !shownNumber.trim() || status.data?.available === false}
            sx={{ whiteSpace: 'nowrap', minWidth: 140, height: 56 }}
          >
            {pending ? 'Send a new code' : 'Send code'}
          </Button>
        </Stack>
      </Box>
      {pending ? (
        <Box component="form" noValidate onSubmit={confirm} aria-label="Phone verification" sx={{ mt: 2.5 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            Enter the 6-digit code we texted to <strong>{pending.phoneNumber}</strong>. {pending.attemptsLeft}{' '}
            {pending.attemptsLeft === 1 ? 'attempt' : 'attempts'} left.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              label="Verification code"
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
              autoComplete="one-time-code"
              error={Boolean(verifyErrors['code'])}
              helperText={verifyErrors['code']}
              slotProps={{ htmlInput: { inputMode: 'numeric', style: { letterSpacing: 6, fontWeight: 700 } } }}
              sx={{ maxWidth: { sm: 220 } }}
              fullWidth
            />
            <Button
              type="submit"
              variant="contained"
              disabled={verify.isPending || code.length !== 6}
              sx={{ height: 56, minWidth: 140 }}
            >
              Verify
            </Button>
          </Stack>
        </Box>
      ) : null}
      {status.data?.outbox && pending && outbox.data && outbox.data.length > 0 ? (
        <Box
          role="region"
          aria-label={OUTBOX_TITLE}
          sx={{
            mt: 2.5,
            p: 2,
            borderRadius: 2,
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            bgcolor: 'action.hover',
          }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
            <SmsOutlined fontSize="small" color="action" />
            <Typography variant="subtitle2">{OUTBOX_TITLE}</Typography>
            <Chip label="Development" size="small" variant="outlined" sx={{ ml: 'auto', height: 22 }} />
          </Stack>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
            This server keeps texts here instead of sending them.
          </Typography>
          <Typography variant="body2" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}>
            {outbox.data[0]?.body}
          </Typography>
        </Box>
      ) : null}
    </Section>
  );
}
