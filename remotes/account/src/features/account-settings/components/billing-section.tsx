import type { BillingPayment, BillingSubscription, TestCardHint } from '@flowdeck/api-types';
import { CHECKOUT_PATH } from '@flowdeck/contract';
import { LoadError, Loading, formatDate, formatMoney } from '@flowdeck/ui-kit';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useBillingOverview } from '../../../api/get-billing-overview';
import { CardForm } from '../../../components/card-form';
import { BRAND_LABELS, type CardBrandName } from '../../../components/card-format';
import { useCancelSubscription } from '../api/cancel-subscription';
import { usePaySubscription } from '../api/pay-subscription';
import { useResumeSubscription } from '../api/resume-subscription';
import { Section } from './section';

/** Date and card give way on phones (the date moves under the description). */
const HIDE_ON_PHONE = { display: { xs: 'none', sm: 'table-cell' } } as const;

function cardLabel(card: { brand: string; last4: string } | null): string | null {
  if (!card) return null;
  return `${BRAND_LABELS[card.brand as CardBrandName] ?? card.brand} •••• ${card.last4}`;
}

function statusChip(subscription: BillingSubscription) {
  if (subscription.status === 'ended') return <Chip label="Ended" size="small" />;
  if (subscription.status === 'past_due') return <Chip label="Past due" size="small" color="error" />;
  if (subscription.cancelAtPeriodEnd) return <Chip label="Cancelled" size="small" color="warning" variant="outlined" />;
  return <Chip label="Active" size="small" color="success" variant="outlined" />;
}

function statusLine(subscription: BillingSubscription): string {
  const until = formatDate(subscription.currentPeriodEnd);
  if (subscription.status === 'ended')
    return `Ended${subscription.endedAt ? ` on ${formatDate(subscription.endedAt)}` : ''}`;
  if (subscription.status === 'past_due') return 'The last renewal was declined: pay now to keep it running';
  if (subscription.cancelAtPeriodEnd) return `Active until ${until}, then ends without renewing`;
  return `Renews on ${until}`;
}

function PastDuePayment({
  subscription,
  testCards,
  onClose,
}: {
  subscription: BillingSubscription;
  testCards: TestCardHint[] | null;
  onClose: () => void;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const pay = usePaySubscription(subscription.id, (error) => setErrors(error.fieldErrors));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="pay-now-title">
      <DialogTitle id="pay-now-title">Pay {subscription.planName}</DialogTitle>
      <DialogContent>
        <CardForm
          submitLabel={`Pay ${formatMoney(subscription.priceCents, subscription.currency)}`}
          busy={pay.isPending}
          errors={errors}
          testCards={testCards}
          onSubmit={(card) => {
            setErrors({});
            // A refused payment keeps the dialog open, its errors beside the card fields.
            pay.mutate(card, { onSuccess: (result) => result && onClose() });
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function SubscriptionRow({
  subscription,
  testCards,
}: {
  subscription: BillingSubscription;
  testCards: TestCardHint[] | null;
}) {
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [paying, setPaying] = useState(false);
  const card = cardLabel(subscription.card);
  const period = subscription.interval === 'year' ? 'year' : 'month';
  return (
    <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 2, opacity: subscription.status === 'ended' ? 0.7 : 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography sx={{ fontWeight: 700 }}>{subscription.planName}</Typography>
            <Typography variant="body2" color="text.secondary">
              {formatMoney(subscription.priceCents, subscription.currency)} / {period}
            </Typography>
            {statusChip(subscription)}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {statusLine(subscription)}
          </Typography>
          {card ? (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.25 }}>
              Paid with {card}
            </Typography>
          ) : null}
        </Box>
        <Stack direction="row" spacing={1}>
          {subscription.status === 'past_due' && subscription.provider === 'test' ? (
            <Button variant="contained" onClick={() => setPaying(true)}>
              Pay now
            </Button>
          ) : null}
          {subscription.status !== 'ended' && subscription.cancelAtPeriodEnd ? (
            <Button variant="contained" disabled={resume.isPending} onClick={() => resume.mutate(subscription.id)}>
              Resume
            </Button>
          ) : null}
          {subscription.status !== 'ended' && !subscription.cancelAtPeriodEnd ? (
            <Button color="error" disabled={cancel.isPending} onClick={() => setConfirmCancel(true)}>
              Cancel
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <Dialog
        open={confirmCancel}
        onClose={() => setConfirmCancel(false)}
        aria-labelledby={`cancel-${subscription.id}`}
      >
        <DialogTitle id={`cancel-${subscription.id}`}>Cancel {subscription.planName}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {subscription.status === 'past_due'
              ? 'Nothing is due any more and the subscription ends now.'
              : `You keep everything until ${formatDate(subscription.currentPeriodEnd)}. After that it will not renew.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmCancel(false)}>Keep it</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setConfirmCancel(false);
              cancel.mutate(subscription.id);
            }}
          >
            Cancel subscription
          </Button>
        </DialogActions>
      </Dialog>
      {paying ? (
        <PastDuePayment subscription={subscription} testCards={testCards} onClose={() => setPaying(false)} />
      ) : null}
    </Paper>
  );
}

function PaymentHistory({ payments }: { payments: BillingPayment[] }) {
  if (payments.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No payments yet.
      </Typography>
    );
  return (
    <TableContainer>
      <Table size="small" aria-label="Payment history">
        <TableHead>
          <TableRow>
            <TableCell sx={HIDE_ON_PHONE}>Date</TableCell>
            <TableCell>Description</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Status</TableCell>
            <TableCell sx={HIDE_ON_PHONE}>Card</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.map((payment) => (
            <TableRow key={payment.id}>
              <TableCell sx={{ ...HIDE_ON_PHONE, whiteSpace: 'nowrap' }}>{formatDate(payment.createdAt)}</TableCell>
              <TableCell>
                {payment.planName}
                <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
                  {formatDate(payment.createdAt)}
                </Typography>
                {payment.accessUntil ? (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    Access until {formatDate(payment.accessUntil)}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney(payment.amountCents, payment.currency)}
              </TableCell>
              <TableCell>
                {payment.status === 'paid' ? (
                  <Chip label="Paid" size="small" color="success" variant="outlined" />
                ) : (
                  <Tooltip title={payment.failureReason ?? ''}>
                    <Chip label="Failed" size="small" color="error" variant="outlined" />
                  </Tooltip>
                )}
                {payment.status === 'failed' && payment.failureReason ? (
                  <Typography variant="caption" color="error" sx={{ display: 'block', mt: 0.5 }}>
                    {payment.failureReason}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell sx={{ ...HIDE_ON_PHONE, whiteSpace: 'nowrap' }}>{cardLabel(payment.card) ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Subscriptions (cancel, resume, pay a declined renewal) and the history of payments. */
export function BillingSection() {
  const overview = useBillingOverview();
  if (overview.isPending) return <Loading label="Loading billing" />;
  if (overview.isError)
    return <LoadError message="Billing could not be loaded." onRetry={() => void overview.refetch()} />;
  const { subscriptions, payments, endDate, testCards } = overview.data;
  return (
    <Stack spacing={3}>
      <Section
        title="Subscriptions"
        description={
          <>
            Your access runs until <strong>{formatDate(endDate)}</strong>.
          </>
        }
        action={
          <Button component={RouterLink} to={CHECKOUT_PATH} variant="outlined">
            See plans
          </Button>
        }
      >
        {subscriptions.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No subscription yet. Choose a plan to keep access after your trial.
          </Typography>
        ) : (
          <Stack spacing={1.5}>
            {subscriptions.map((subscription) => (
              <SubscriptionRow key={subscription.id} subscription={subscription} testCards={testCards} />
            ))}
          </Stack>
        )}
      </Section>
      <Section title="Payment history" description="Every payment, including declined ones.">
        <PaymentHistory payments={payments} />
      </Section>
    </Stack>
  );
}
