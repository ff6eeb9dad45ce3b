import { CHECKOUT_PATH, DEFAULT_HOME_PATH } from '@flowdeck/contract';
import { LoadError, Loading, formatMoney } from '@flowdeck/ui-kit';
import ArrowBack from '@mui/icons-material/ArrowBack';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import { Alert, Box, Button, CircularProgress, Grid, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { CardForm } from '../../../components/card-form';
import { useCheckoutSession } from '../api/get-checkout';
import { useRefreshProfile } from '../api/get-profile';
import { usePayCheckout } from '../api/pay-checkout';
import { OrderSummary } from './order-summary';

export const CONFIRMING = 'Confirming your payment…';
export const ALREADY_PAID = 'This checkout is paid.';
export const EXPIRED = 'This checkout has expired.';

/** Step two of /checkout: pay a started checkout (test provider), or wait for Stripe to confirm it. */
export function PaymentStep({ checkoutId }: { checkoutId: string }) {
  const navigate = useNavigate();
  const checkout = useCheckoutSession(checkoutId);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const pay = usePayCheckout(checkoutId, (error) => setErrors(error.fieldErrors));
  const refreshProfile = useRefreshProfile();
  const status = checkout.data?.status;
  const stripeConfirmed = checkout.data?.provider === 'stripe' && status === 'completed';

  useEffect(() => {
    // Back from Stripe and confirmed by the webhook: show the new end date, then go to the dashboard.
    if (!stripeConfirmed) return;
    refreshProfile.mutate(undefined, { onSettled: () => navigate(DEFAULT_HOME_PATH) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the confirmation arrives
  }, [stripeConfirmed]);

  if (checkout.isPending) return <Loading label="Loading checkout" />;
  if (checkout.isError)
    return (
      <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto', py: 4 }}>
        <LoadError message="This checkout could not be loaded." onRetry={() => void checkout.refetch()} />
        <Button component={RouterLink} to={CHECKOUT_PATH} startIcon={<ArrowBack />}>
          Back to plans
        </Button>
      </Stack>
    );

  const session = checkout.data;
  const price = formatMoney(session.plan.priceCents, session.plan.currency);

  let payment;
  if (session.status === 'expired') {
    payment = (
      <Alert
        severity="warning"
        action={
          <Button component={RouterLink} to={CHECKOUT_PATH}>
            Choose a plan
          </Button>
        }
      >
        {EXPIRED}
      </Alert>
    );
  } else if (session.status === 'completed' && session.provider === 'test') {
    payment = (
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }}>
        <CheckCircleOutline color="success" sx={{ fontSize: 48 }} />
        <Typography variant="h6">{ALREADY_PAID}</Typography>
        <Button variant="contained" component={RouterLink} to={DEFAULT_HOME_PATH}>
          Go to the dashboard
        </Button>
      </Stack>
    );
  } else if (session.provider === 'stripe') {
    payment = (
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }} role="status">
        <CircularProgress aria-hidden />
        <Typography>{CONFIRMING}</Typography>
        <Typography variant="body2" color="text.secondary">
          This takes a few seconds after paying on Stripe.
        </Typography>
      </Stack>
    );
  } else {
    payment = (
      <CardForm
        email={session.email}
        submitLabel={pay.isPending ? 'Processing…' : `Pay ${price}`}
        busy={pay.isPending}
        errors={errors}
        testCards={session.testCards}
        onSubmit={(card) => {
          setErrors({});
          pay.mutate(card, { onSuccess: (result) => result && navigate(DEFAULT_HOME_PATH) });
        }}
      />
    );
  }

  return (
    <Box sx={{ maxWidth: 1040, mx: 'auto', py: { xs: 0, md: 2 } }}>
      <Button component={RouterLink} to={CHECKOUT_PATH} startIcon={<ArrowBack />} color="inherit" sx={{ mb: 2 }}>
        Back to plans
      </Button>
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <Grid container>
          <Grid
            size={{ xs: 12, md: 5 }}
            sx={{
              p: { xs: 3, md: 5 },
              bgcolor: 'action.hover',
              borderRight: { md: 1 },
              borderColor: { md: 'divider' },
            }}
          >
            <Typography variant="h5" component="h1" sx={{ fontWeight: 800, mb: 3 }}>
              Checkout
            </Typography>
            <OrderSummary checkout={session} />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }} sx={{ p: { xs: 3, md: 5 } }}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2.5 }}>
              Pay with card
            </Typography>
            {payment}
          </Grid>
        </Grid>
      </Paper>
    </Box>
  );
}
