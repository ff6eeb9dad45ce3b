import type {
  LobbyingChange,
  LobbyingFiling,
  LobbyingQuarterSpend,
  LobbyingSpend,
  LobbyingTally,
} from '@flowdeck/api-types';
import { formatThousands, PanelSection, valueColor } from '@flowdeck/ui-kit';
import {
  Box,
  Chip,
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
import { QuarterBars } from '../../../components/quarter-bars';
import { TickerLink } from '../../../components/ticker-link';
import { quarterLabel } from '../../../lib/quarters';
import { changeText, spend } from '../lobbying-format';

/** Spend per quarter as horizontal bars, oldest first. */
export function SpendHistory({ rows, title }: { rows: LobbyingQuarterSpend[]; title: string }) {
  return (
    <QuarterBars
      rows={rows}
      title={title}
      label="Spend by quarter"
      subtitle="Reported income and expenses, amendments counted once"
      format={spend}
      valueWidth={72}
    />
  );
}

export function TopSpenders({ rows, quarter }: { rows: LobbyingSpend[]; quarter: string }) {
  return (
    <PanelSection
      title="Top spenders"
      label="Top spenders"
      subtitle={`Companies by lobbying spend in ${quarterLabel(quarter)}`}
    >
      {rows.length === 0 ? (
        <Typography sx={{ py: 2 }}>No company reported lobbying in {quarterLabel(quarter)}.</Typography>
      ) : (
        <Table size="small" aria-label="Top spenders">
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
                    {row.company}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={{ px: 1, fontVariantNumeric: 'tabular-nums' }}>
                  {spend(row.amount)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </PanelSection>
  );
}

export function BiggestChanges({
  rows,
  quarter,
  previous,
}: {
  rows: LobbyingChange[];
  quarter: string;
  previous: string;
}) {
  return (
    <PanelSection
      title="Biggest changes"
      label="Biggest changes"
      subtitle={`${quarterLabel(quarter)} against ${quarterLabel(previous)}`}
    >
      {rows.length === 0 ? (
        <Typography sx={{ py: 2 }}>No company’s spend changed between these quarters.</Typography>
      ) : (
        <Table size="small" aria-label="Biggest changes">
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.ticker}>
                <TableCell sx={{ px: 1 }}>
                  <TickerLink ticker={row.ticker} />
                  <Typography variant="caption" color="text.secondary" component="div">
                    {spend(row.previous)} → {spend(row.current)}
                  </Typography>
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ px: 1, fontVariantNumeric: 'tabular-nums', color: valueColor(row.change) }}
                >
                  {changeText(row.change, row.changePct)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </PanelSection>
  );
}

export function Tally({ title, rows, by }: { title: string; rows: LobbyingTally[]; by: 'amount' | 'filings' }) {
  return (
    <PanelSection
      title={title}
      label={title}
      subtitle={by === 'amount' ? 'Spend of the filings that list it' : 'Filings that name it'}
    >
      {rows.length === 0 ? (
        <Typography sx={{ py: 1 }}>None reported.</Typography>
      ) : (
        <Stack component="ul" aria-label={title} sx={{ m: 0, p: 0, mt: 1 }} spacing={0.5}>
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
                {by === 'amount'
                  ? spend(row.amount)
                  : `${formatThousands(row.filings)} filing${row.filings === 1 ? '' : 's'}`}
              </Typography>
            </Stack>
          ))}
        </Stack>
      )}
    </PanelSection>
  );
}

function Source({ filing }: { filing: LobbyingFiling }) {
  return filing.filingUrl ? (
    <Link href={filing.filingUrl} target="_blank" rel="noopener noreferrer" variant="caption">
      {filing.source}
    </Link>
  ) : (
    <Typography variant="caption" color="text.secondary">
      {filing.source}
    </Typography>
  );
}

/** The quarter's filings, largest first: a table from tablet width, cards on phones. */
export function LobbyingFilings({ filings }: { filings: LobbyingFiling[] }) {
  return (
    <>
      <TableContainer sx={{ display: { xs: 'none', md: 'block' } }}>
        <Table size="small" aria-label="Lobbying filings">
          <TableHead>
            <TableRow>
              <TableCell>Client</TableCell>
              <TableCell>Registrant</TableCell>
              <TableCell>Report</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell>Issues</TableCell>
              <TableCell>Source</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {filings.map((filing) => (
              <TableRow key={filing.id} hover sx={{ verticalAlign: 'top' }}>
                <TableCell sx={{ maxWidth: 220 }}>
                  {filing.ticker ? <TickerLink ticker={filing.ticker} /> : null}
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="div"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {filing.client}
                  </Typography>
                </TableCell>
                <TableCell sx={{ maxWidth: 220, overflowWrap: 'anywhere' }}>{filing.registrant}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {filing.filingType} · {quarterLabel(filing.quarter)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {spend(filing.amount)}
                </TableCell>
                <TableCell>
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                    {filing.issues.map((issue) => (
                      <Chip
                        key={issue.code}
                        size="small"
                        variant="outlined"
                        label={issue.name}
                        title={issue.description ?? issue.name}
                      />
                    ))}
                  </Stack>
                </TableCell>
                <TableCell>
                  <Source filing={filing} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack component="ul" aria-label="Lobbying filings" sx={{ display: { xs: 'flex', md: 'none' }, m: 0, p: 0 }}>
        {filings.map((filing) => (
          <Box
            component="li"
            key={filing.id}
            sx={{ listStyle: 'none', px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}
          >
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
              <Box sx={{ minWidth: 0 }}>
                {filing.ticker ? <TickerLink ticker={filing.ticker} /> : null}
                <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
                  {filing.client}
                </Typography>
              </Box>
              <Typography sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {spend(filing.amount)}
              </Typography>
            </Stack>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {filing.registrant} · {filing.filingType}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div">
              {filing.issues.map((issue) => issue.name).join(' · ')}
            </Typography>
            <Source filing={filing} />
          </Box>
        ))}
      </Stack>
    </>
  );
}
