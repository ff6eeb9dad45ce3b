import type { BillingPlan, PlanInterval } from '@flowdeck/api-types';
import { ACCOUNT_BILLING_PATH, CHECKOUT_SESSION_PARAM, DEFAULT_HOME_PATH } from '@flowdeck/contract';
import { useAuthStore } from '@flowdeck/host-sdk';
import { LoadError, Loading, formatDate } from '@flowdeck/ui-kit';
import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import { Alert, Box, Button, Chip, Grid, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useBillingOverview } from '../../../api/get-billing-overview';
import { usePlans } from '../api/get-plans';
import { useStartCheckout } from '../api/start-checkout';
import { IntervalToggle } from './interval-toggle';
import { PlanCard } from './plan-card';
import { VerifyEmailNotice } from './verify-email-notice';

export const CHOOSE_PLAN_TITLE = 'Choose your plan';
const TRUST = [
  { icon: BoltOutlined, text: 'Access starts the moment you pay' },
  { icon: AutorenewOutlined, text: 'Cancel anytime, keep access to the end of the period' },
  { icon: ShieldOutlined, text: 'Secure checkout' },
];

/** Step one of /checkout: the brand's plans, monthly or yearly. */
export function PlanPicker() {
  const navigate = useNavigate();
  const user = useAuthStore((s) => s.user);
  const plans = usePlans();
  const overview = useBillingOverview();
  const start = useStartCheckout();
  const [interval, setInterval] = useState<PlanInterval>('year');
  const [choosing, setChoosing] = useState<string | null>(null);

  const choose = (plan: BillingPlan) => {
    setChoosing(plan.id);
    start.mutate(plan.id, {
      onSuccess: (checkout) => {
        if (!checkout) return;
        if (checkout.provider === 'stripe') window.location.assign(checkout.url);
        else navigate(`?${CHECKOUT_SESSION_PARAM}=${encodeURIComponent(checkout.checkoutId)}`);
      },
      onSettled: () => setChoosing(null),
    });
  };

  if (plans.isPending) return <Loading label="Loading plans" />;
  if (plans.isError) return <LoadError message="The plans could not be loaded." onRetry={() => void plans.refetch()} />;

  const { brand, provider } = plans.data;
  const shown = plans.data.plans.filter((plan) => plan.interval === interval);
  const renewing = (kind: BillingPlan['kind']) =>
    overview.data?.subscriptions.find((s) => s.kind === kind && s.status !== 'ended' && !s.cancelAtPeriodEnd) ?? null;
  const hasRenewing = Boolean(renewing('access') || renewing('bot'));

  return (
    <Box sx={{ maxWidth: 1040, mx: 'auto', py: { xs: 1, md: 3 } }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', mb: { xs: 3, md: 5 } }}>
        <Stack direction="row" spacing={1}>
          <Chip label={`${brand.name} plans`} color="primary" variant="outlined" size="small" />
          {provider === 'test' ? <Chip label="Test mode" color="warning" variant="outlined" size="small" /> : null}
        </Stack>
        <Typography
          variant="h3"
          component="h1"
          sx={{ fontWeight: 800, fontSize: { xs: 32, md: 44 }, letterSpacing: -0.5 }}
        >
          {CHOOSE_PLAN_TITLE}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 620, fontSize: { md: 18 } }}>
          Live options flow, dark pool prints and every tool in one subscription, with your own Discord bot as an
          add-on.
        </Typography>
        {user && user.email_verified !== false ? (
          <Typography variant="body2" color="text.secondary">
            Your access runs until <strong>{formatDate(user.end_date)}</strong>
            {user.bot_sub ? ' · Discord Bot active' : ''}
          </Typography>
        ) : null}
        <Box sx={{ pt: 1.5 }}>
          <IntervalToggle value={interval} saving={plans.data.yearlySavingPercent} onChange={setInterval} />
        </Box>
      </Stack>

      <VerifyEmailNotice />
      {provider === null ? (
        <Alert severity="warning" sx={{ mb: 3 }}>
          Payments are not available on this server right now.
        </Alert>
      ) : null}

      <Grid container spacing={3} sx={{ justifyContent: 'center' }}>
        {shown.map((plan) => {
          const current = renewing(plan.kind);
          return (
            <Grid key={plan.id} size={{ xs: 12, md: 6 }}>
              <PlanCard
                plan={plan}
                featured={plan.kind === 'access'}
                actionLabel={plan.kind === 'access' ? `Get ${plan.name}` : `Add ${plan.name}`}
                disabledReason={
                  provider === null
                    ? 'Unavailable'
                    : current
                      ? current.planId === plan.id
                        ? 'Current plan'
                        : `Subscribed (${current.interval === 'year' ? 'yearly' : 'monthly'})`
                      : null
                }
                busy={choosing === plan.id}
                onChoose={choose}
              />
            </Grid>
          );
        })}
      </Grid>

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1.5, sm: 4 }}
        sx={{ justifyContent: 'center', alignItems: 'center', mt: 4, color: 'text.secondary' }}
      >
        {TRUST.map(({ icon: Icon, text }) => (
          <Stack key={text} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Icon fontSize="small" color="primary" />
            <Typography variant="body2">{text}</Typography>
          </Stack>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', mt: 3 }}>
        {hasRenewing ? (
          <Button component={RouterLink} to={ACCOUNT_BILLING_PATH}>
            Manage billing
          </Button>
        ) : null}
        <Button component={RouterLink} to={DEFAULT_HOME_PATH} color="inherit">
          {hasRenewing ? 'Back to the dashboard' : 'Maybe later'}
        </Button>
      </Stack>
    </Box>
  );
}
