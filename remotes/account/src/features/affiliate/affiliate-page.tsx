import type { AffiliateReferral } from '@flowdeck/api-types';
import { LoadError, Loading, PageHeader, StatCard, formatDate, formatMoney } from '@flowdeck/ui-kit';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import PaidOutlined from '@mui/icons-material/PaidOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import {
  Box,
  Chip,
  Grid,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { CopyField } from '../../components/copy-field';
import { useAffiliate } from './api/get-affiliate';

export const AFFILIATE_TITLE = 'Affiliate program';

/** Joined and paid amounts give way on phones, so the table fits without scrolling sideways. */
const HIDE_ON_PHONE = { display: { xs: 'none', sm: 'table-cell' } } as const;

function percent(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}

const STEPS = [
  { icon: CampaignOutlined, title: 'Share your link', text: 'Post it in your Discord, on X, or send it to a friend.' },
  {
    icon: PersonAddAltOutlined,
    title: 'They sign up',
    text: 'Everyone who registers through your link is counted here.',
  },
  { icon: PaidOutlined, title: 'You earn', text: 'A share of every payment they make, for as long as they subscribe.' },
];

function ReferralsTable({ referrals, currency }: { referrals: AffiliateReferral[]; currency: string }) {
  if (referrals.length === 0)
    return (
      <Box sx={{ py: 5, textAlign: 'center' }}>
        <Typography sx={{ fontWeight: 600 }}>No sign-ups yet</Typography>
        <Typography variant="body2" color="text.secondary">
          Share your link: traders who register through it appear here.
        </Typography>
      </Box>
    );
  return (
    <TableContainer>
      <Table aria-label="Referred sign-ups">
        <TableHead>
          <TableRow>
            <TableCell>Trader</TableCell>
            <TableCell sx={HIDE_ON_PHONE}>Joined</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right" sx={HIDE_ON_PHONE}>
              Paid
            </TableCell>
            <TableCell align="right">Your commission</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {referrals.map((referral, index) => (
            <TableRow key={`${referral.name}-${referral.joinedAt}-${index}`}>
              <TableCell sx={{ fontWeight: 600 }}>{referral.name}</TableCell>
              <TableCell sx={{ ...HIDE_ON_PHONE, whiteSpace: 'nowrap' }}>{formatDate(referral.joinedAt)}</TableCell>
              <TableCell>
                {referral.converted ? (
                  <Chip label="Subscribed" size="small" color="success" variant="outlined" />
                ) : (
                  <Chip label="Signed up" size="small" variant="outlined" />
                )}
              </TableCell>
              <TableCell align="right" sx={{ ...HIDE_ON_PHONE, fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney(referral.paidCents, currency)}
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
                {formatMoney(referral.commissionCents, currency)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Spec §2 /affiliate: the referral code and link, who signed up through it, who paid, and the commission. */
export default function AffiliatePage() {
  const affiliate = useAffiliate();
  if (affiliate.isPending) return <Loading label="Loading the affiliate program" />;
  if (affiliate.isError)
    return <LoadError message="The affiliate program could not be loaded." onRetry={() => void affiliate.refetch()} />;
  const summary = affiliate.data;
  const rate = percent(summary.commissionRate);
  const conversion = summary.signups > 0 ? `${Math.round((summary.conversions / summary.signups) * 100)}%` : '—';

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <PageHeader
        title={AFFILIATE_TITLE}
        subtitle={`Earn ${rate} of every payment from traders you refer, for as long as they subscribe.`}
      />
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="Sign-ups" value={summary.signups} hint="Registered through your link" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="Paid conversions" value={summary.conversions} hint="Made at least one payment" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="Conversion rate" value={conversion} hint="Paid conversions per sign-up" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard
            label="Commission earned"
            value={formatMoney(summary.earnedCents, summary.currency)}
            hint={`${rate} of their payments`}
            color="success.main"
          />
        </Grid>
      </Grid>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper variant="outlined" sx={{ p: 3, borderRadius: 3, height: '100%' }}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
              Your referral link
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
              Anyone who signs up through it is credited to you.
            </Typography>
            <Stack spacing={2}>
              <CopyField label="Referral code" value={summary.code} monospace />
              <CopyField label="Referral link" value={summary.link} />
            </Stack>
            <Stack spacing={2} sx={{ mt: 3 }}>
              {STEPS.map(({ icon: Icon, title, text }) => (
                <Stack key={title} direction="row" spacing={1.5}>
                  <Box
                    sx={{
                      width: 36,
                      height: 36,
                      flexShrink: 0,
                      borderRadius: 2,
                      display: 'grid',
                      placeItems: 'center',
                      bgcolor: 'action.hover',
                      color: 'primary.main',
                    }}
                  >
                    <Icon fontSize="small" />
                  </Box>
                  <Box>
                    <Typography variant="body2" sx={{ fontWeight: 700 }}>
                      {title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {text}
                    </Typography>
                  </Box>
                </Stack>
              ))}
            </Stack>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper variant="outlined" sx={{ borderRadius: 3, height: '100%', overflow: 'hidden' }}>
            <Box sx={{ p: 3, pb: 1 }}>
              <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                Referred traders
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Names are shortened to keep referred accounts private.
              </Typography>
            </Box>
            <ReferralsTable referrals={summary.referrals} currency={summary.currency} />
          </Paper>
        </Grid>
      </Grid>
    </Box>
  );
}
