import { useAuthStore } from '@flowdeck/host-sdk';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import { Alert, AlertTitle, Box, Button, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useMailOutbox, useResendVerification, verificationLinkIn } from '../../../api/email-verification';

export const CHECK_EMAIL_TITLE = 'Check your email to start your 7-day free trial';

/**
 * Shown on /checkout (where registration lands) while the address is unverified: the trial starts when the
 * mailed link is opened. With the development outbox, the kept link is offered right here.
 */
export function VerifyEmailNotice() {
  const user = useAuthStore((s) => s.user);
  const unverified = user !== null && user.email_verified === false;
  const resend = useResendVerification();
  const outbox = useMailOutbox(unverified);
  if (!unverified) return null;
  const devLink = outbox.data?.map((mail) => verificationLinkIn(mail.body)).find(Boolean) ?? null;

  return (
    <Alert
      severity="info"
      icon={<MarkEmailUnreadOutlined />}
      sx={{ mb: 3, textAlign: 'left', '& .MuiAlert-message': { minWidth: 0, flex: 1 } }}
    >
      <AlertTitle>{CHECK_EMAIL_TITLE}</AlertTitle>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        We sent a link to <strong>{user.email}</strong>. Open it to confirm your address: your trial starts then. Until
        then, premium pages stay locked — or subscribe below right away.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5, alignItems: { sm: 'center' } }}>
        <Button
          size="small"
          variant="outlined"
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
          sx={{ alignSelf: 'flex-start' }}
        >
          {resend.isPending ? 'Sending…' : 'Send a new link'}
        </Button>
        {devLink ? (
          <Box>
            <Typography variant="caption" color="text.secondary" component="span" sx={{ mr: 1 }}>
              Development outbox:
            </Typography>
            <Link component={RouterLink} to={devLink}>
              Open the verification link
            </Link>
          </Box>
        ) : null}
      </Stack>
    </Alert>
  );
}
