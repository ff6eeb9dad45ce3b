import type { BillingPlan } from '@flowdeck/api-types';
import { formatMoney } from '@flowdeck/ui-kit';
import Check from '@mui/icons-material/Check';
import {
  Box,
  Button,
  Chip,
  CircularProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';

export interface PlanCardProps {
  plan: BillingPlan;
  featured?: boolean;
  actionLabel: string;
  /** Why the plan cannot be chosen now (already subscribed); null when it can. */
  disabledReason: string | null;
  busy: boolean;
  onChoose: (plan: BillingPlan) => void;
}

/** One plan: price per month, what is billed, the yearly saving and what it includes. */
export function PlanCard({ plan, featured = false, actionLabel, disabledReason, busy, onChoose }: PlanCardProps) {
  const yearly = plan.interval === 'year';
  const headingId = `plan-${plan.id}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={(theme) => ({
        position: 'relative',
        height: '100%',
        p: { xs: 3, md: 4 },
        borderRadius: 3,
        display: 'flex',
        flexDirection: 'column',
        borderWidth: featured ? 2 : 1,
        borderColor: featured ? 'primary.main' : 'divider',
        backgroundImage: featured
          ? `linear-gradient(180deg, ${alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.14 : 0.07)} 0%, transparent 55%)`
          : 'none',
        boxShadow: featured ? `0 18px 50px -24px ${alpha(theme.palette.primary.main, 0.55)}` : 'none',
      })}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 28 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {plan.name}
        </Typography>
        {featured ? <Chip label="Most popular" color="primary" size="small" sx={{ fontWeight: 700 }} /> : null}
        {plan.kind === 'bot' ? <Chip label="Add-on" size="small" variant="outlined" /> : null}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {plan.tagline}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mt: 3 }}>
        <Typography
          component="p"
          sx={{
            fontSize: { xs: 40, md: 48 },
            fontWeight: 800,
            lineHeight: 1,
            letterSpacing: -1,
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {formatMoney(plan.monthlyPriceCents, plan.currency, { whole: true })}
        </Typography>
        <Typography color="text.secondary">/ month</Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1, minHeight: 26 }}>
        <Typography variant="body2" color="text.secondary">
          {yearly ? `Billed ${formatMoney(plan.priceCents, plan.currency, { whole: true })} yearly` : 'Billed monthly'}
        </Typography>
        {plan.savingPercent ? (
          <Chip
            label={`Save ${plan.savingPercent}%`}
            color="success"
            size="small"
            variant="outlined"
            sx={{ fontWeight: 700 }}
          />
        ) : null}
      </Stack>
      <Button
        variant={featured ? 'contained' : 'outlined'}
        size="large"
        fullWidth
        disabled={busy || disabledReason !== null}
        onClick={() => onChoose(plan)}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        sx={{ mt: 3, py: 1.25, fontWeight: 700 }}
      >
        {disabledReason ?? actionLabel}
      </Button>
      <Box sx={{ mt: 3, flexGrow: 1 }}>
        <Typography variant="overline" color="text.secondary" sx={{ letterSpacing: 1 }}>
          What&apos;s included
        </Typography>
        <List dense disablePadding>
          {plan.features.map((feature) => (
            <ListItem key={feature} disableGutters sx={{ alignItems: 'flex-start', py: 0.5 }}>
              <ListItemIcon sx={{ minWidth: 30, mt: 0.25 }}>
                <Check fontSize="small" color="success" />
              </ListItemIcon>
              <ListItemText primary={feature} slotProps={{ primary: { variant: 'body2' } }} />
            </ListItem>
          ))}
        </List>
      </Box>
    </Paper>
  );
}
