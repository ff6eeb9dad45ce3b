import type { CheckoutSessionView } from '@flowdeck/api-types';
import { formatDate, formatMoney } from '@flowdeck/ui-kit';
import Check from '@mui/icons-material/Check';
import { Box, Divider, Stack, Typography } from '@mui/material';

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', py: 0.75 }}>
      <Typography
        variant="body2"
        color={strong ? 'text.primary' : 'text.secondary'}
        sx={{ fontWeight: strong ? 700 : 400 }}
      >
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 500, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** The left side of the payment step: what is bought, for how much, and what access becomes. */
export function OrderSummary({ checkout }: { checkout: CheckoutSessionView }) {
  const { plan } = checkout;
  const period = plan.interval === 'year' ? 'year' : 'month';
  const price = formatMoney(plan.priceCents, plan.currency);
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        Subscribe to {plan.name}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mt: 0.5 }}>
        <Typography
          component="p"
          sx={{ fontSize: 40, fontWeight: 800, letterSpacing: -1, fontVariantNumeric: 'tabular-nums' }}
        >
          {price}
        </Typography>
        <Typography color="text.secondary">per {period}</Typography>
      </Stack>
      <Box sx={{ mt: 3 }}>
        <Line label={`${plan.name} · ${plan.interval === 'year' ? 'Yearly' : 'Monthly'}`} value={price} />
        {plan.savingPercent ? (
          <Typography variant="caption" sx={{ color: 'success.main', fontWeight: 600 }}>
            You save {plan.savingPercent}% against paying monthly
          </Typography>
        ) : null}
        <Divider sx={{ my: 1.5 }} />
        <Line label="Total due today" value={price} strong />
        {checkout.accessUntilAfterPayment ? (
          <Line label="Access until" value={formatDate(checkout.accessUntilAfterPayment)} />
        ) : (
          <Line label="Renews" value={`Every ${period}`} />
        )}
      </Box>
      <Stack spacing={1} sx={{ mt: 3 }}>
        {plan.features.slice(0, 4).map((feature) => (
          <Stack key={feature} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Check fontSize="small" color="success" sx={{ mt: 0.2 }} />
            <Typography variant="body2" color="text.secondary">
              {feature}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
