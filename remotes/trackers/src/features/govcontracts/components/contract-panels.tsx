import type { GovAgencyTotal, GovAward, GovQuarterTotal, GovRecipientTotal } from '@flowdeck/api-types';
import { PanelSection } from '@flowdeck/ui-kit';
import {
  Box,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { shortDate } from '../../../lib/dates';
import { QuarterBars } from '../../../components/quarter-bars';
import { TickerLink } from '../../../components/ticker-link';
import { quarterLabel } from '../../../lib/quarters';
import { codes, obligation } from '../contract-format';

/** Obligations per quarter as horizontal bars, oldest first. */
export function QuarterTotals({ rows, title }: { rows: GovQuarterTotal[]; title: string }) {
  return (
    <QuarterBars
      rows={rows}
      title={title}
      label="Obligations by quarter"
      subtitle="Dollars obligated by contract actions in each quarter"
      format={(amount) => obligation(amount ?? 0)}
      valueWidth={80}
    />
  );
}

export function TopRecipients({ rows, quarter }: { rows: GovRecipientTotal[]; quarter: string }) {
  return (
    <PanelSection
      title="Top recipients"
      label="Top recipients"
      subtitle={`Listed companies by obligations in ${quarterLabel(quarter)}`}
    >
      {rows.length === 0 ? (
        <Typography sx={{ py: 2 }}>No listed company received an award in {quarterLabel(quarter)}.</Typography>
      ) : (
        <Table size="small" aria-label="Top recipients">
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.ticker}>
                <TableCell sx={{ px: 1 }}>
                  <TickerLink ticker={row.ticker} />
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="div"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {row.company} · {row.awards} award{row.awards === 1 ? '' : 's'}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={{ px: 1, fontVariantNumeric: 'tabular-nums' }}>
                  {obligation(row.amount)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </PanelSection>
  );
}

export function Agencies({ rows }: { rows: GovAgencyTotal[] }) {
  return (
    <PanelSection title="Agencies" label="Agencies" subtitle="Who awarded, by obligations">
      {rows.length === 0 ? (
        <Typography sx={{ py: 2 }}>No awards in view.</Typography>
      ) : (
        <Stack component="ul" aria-label="Agencies" sx={{ m: 0, p: 0, mt: 1 }} spacing={0.5}>
          {rows.map((row) => (
            <Stack
              component="li"
              key={row.name}
              direction="row"
              spacing={1}
              sx={{ listStyle: 'none', justifyContent: 'space-between' }}
            >
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                {row.name}
              </Typography>
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
              >
                {obligation(row.amount)}
              </Typography>
            </Stack>
          ))}
        </Stack>
      )}
    </PanelSection>
  );
}

function AwardId({ award }: { award: GovAward }) {
  return award.url ? (
    <Link href={award.url} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
      {award.awardId}
    </Link>
  ) : (
    <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
      {award.awardId}
    </Typography>
  );
}

function Recipient({ award }: { award: GovAward }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      {award.ticker ? <TickerLink ticker={award.ticker} /> : null}
      <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {award.recipient}
      </Typography>
    </Box>
  );
}

const period = (award: GovAward) =>
  award.startDate ? `${shortDate(award.startDate)} – ${award.endDate ? shortDate(award.endDate) : '…'}` : '—';

/** Awards as a table from tablet width, as cards on phones. */
export function AwardsTable({ awards, label }: { awards: GovAward[]; label: string }) {
  return (
    <>
      <TableContainer sx={{ display: { xs: 'none', md: 'block' } }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>Last action</TableCell>
              <TableCell>Recipient</TableCell>
              <TableCell>Award</TableCell>
              <TableCell align="right">Obligated</TableCell>
              <TableCell>Agency</TableCell>
              <TableCell>Period</TableCell>
              <TableCell>Codes</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {awards.map((award) => (
              <TableRow key={award.id} hover sx={{ verticalAlign: 'top' }}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{shortDate(award.actionDate)}</TableCell>
                <TableCell sx={{ maxWidth: 200 }}>
                  <Recipient award={award} />
                </TableCell>
                <TableCell sx={{ maxWidth: 180 }}>
                  <AwardId award={award} />
                  <Typography variant="caption" color="text.secondary" component="div">
                    {award.source}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {obligation(award.amount)}
                  {award.totalValue !== null ? (
                    <Typography variant="caption" color="text.secondary" component="div">
                      of {obligation(award.totalValue)}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell sx={{ maxWidth: 200 }}>{award.agency}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{period(award)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{codes(award.naics, award.psc)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack component="ul" aria-label={label} sx={{ display: { xs: 'flex', md: 'none' }, m: 0, p: 0 }}>
        {awards.map((award) => (
          <Box
            component="li"
            key={award.id}
            sx={{ listStyle: 'none', px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}
          >
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
              <Recipient award={award} />
              <Typography sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {obligation(award.amount)}
              </Typography>
            </Stack>
            <AwardId award={award} />
            <Typography variant="body2">{award.agency}</Typography>
            <Typography variant="caption" color="text.secondary" component="div">
              {shortDate(award.actionDate)} · {codes(award.naics, award.psc)} · {award.source}
            </Typography>
          </Box>
        ))}
      </Stack>
    </>
  );
}
