import type { ApiError } from '@flowdeck/api-client';
import { readApiError } from '@flowdeck/api-client/error-shape';
import { DEFAULT_HOME_PATH, LOGIN_PATH } from '@flowdeck/contract';
import { VERIFY_EMAIL_TOKEN_PARAM } from '@flowdeck/endpoints/email-verification';
import { useAuthStore } from '@flowdeck/host-sdk';
import { formatDate, Loading } from '@flowdeck/ui-kit';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import { Box, Button, Card, CardContent, Container, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useResendVerification, useVerifyEmail } from '../../api/email-verification';

export const VERIFIED_TITLE = 'Your email is confirmed';
export const NOT_VERIFIED_TITLE = 'This link did not work';
export const MISSING_TOKEN_MESSAGE = 'This link is incomplete: open the whole link from the mail.';

/** The mailed link: confirms the address once (on arrival) and says how long the trial now runs. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get(VERIFY_EMAIL_TOKEN_PARAM);
  const signedIn = useAuthStore((s) => s.user !== null || s.token !== null);
  const alreadyVerified = useAuthStore((s) => s.user?.email_verified === true);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const verify = useVerifyEmail(setRefusal);
  const resend = useResendVerification();
  const sent = useRef<string | null>(null);

  useEffect(() => {
    // A link works once: one request per token, even when React runs effects twice.
    if (!token || sent.current === token) return;
    sent.current = token;
    verify.mutate(token);
  }, [token, verify]);

  const failure = token && refusal ? readApiError(refusal) : null;
  const reason = token
    ? (failure?.fieldErrors['token'] ?? failure?.error ?? 'The link could not be checked. Try again in a minute.')
    : MISSING_TOKEN_MESSAGE;

  let content;
  if (token && !verify.isSuccess && !verify.isError) {
    content = <Loading label="Confirming your email" />;
  } else if (verify.data) {
    content = (
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <MarkEmailRead color="success" sx={{ fontSize: 48 }} />
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {VERIFIED_TITLE}
        </Typography>
        <Typography color="text.secondary">
          Your 7-day free trial runs until <strong>{formatDate(verify.data.end_date)}</strong>: every page is open to
          you.
        </Typography>
        <Button component={RouterLink} to={signedIn ? DEFAULT_HOME_PATH : LOGIN_PATH} variant="contained">
          {signedIn ? 'Go to the dashboard' : 'Sign in'}
        </Button>
      </Stack>
    );
  } else {
    content = (
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <ErrorOutline color="error" sx={{ fontSize: 48 }} />
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {NOT_VERIFIED_TITLE}
        </Typography>
        <Typography color="text.secondary" role="alert">
          {reason}
        </Typography>
        {alreadyVerified ? (
          <>
            <Typography color="text.secondary">Your email address is already confirmed: nothing more to do.</Typography>
            <Button component={RouterLink} to={DEFAULT_HOME_PATH} variant="contained">
              Go to the dashboard
            </Button>
          </>
        ) : signedIn ? (
          <Button variant="contained" disabled={resend.isPending} onClick={() => resend.mutate()}>
            {resend.isPending ? 'Sending…' : 'Send a new link'}
          </Button>
        ) : (
          <Button component={RouterLink} to={LOGIN_PATH} variant="contained">
            Sign in to get a new link
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', py: 6 }}>
      <Container maxWidth="sm">
        <Card variant="outlined">
          <CardContent sx={{ p: { xs: 3, sm: 5 } }}>{content}</CardContent>
        </Card>
      </Container>
    </Box>
  );
}
