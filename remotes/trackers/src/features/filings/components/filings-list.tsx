import type { Filing } from '@flowdeck/api-types';
import { NAV_PATHS, symbolUrl } from '@flowdeck/contract';
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
import { Link as RouterLink } from 'react-router-dom';
import { shortDate } from '../../../lib/dates';
import { acceptedTime } from '../filing-view';

function Company({ filing }: { filing: Filing }) {
  return (
    <Stack sx={{ minWidth: 0 }}>
      {filing.ticker ? (
        <Link component={RouterLink} to={symbolUrl(NAV_PATHS.stockProfile, filing.ticker)} sx={{ fontWeight: 700 }}>
          {filing.ticker}
        </Link>
      ) : null}
      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {filing.company}
      </Typography>
    </Stack>
  );
}

function Form({ filing }: { filing: Filing }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip size="small" variant="outlined" color="primary" label={filing.form} />
      <Typography variant="caption" color="text.secondary">
        {filing.formLabel}
      </Typography>
    </Stack>
  );
}

function Details({ filing }: { filing: Filing }) {
  return (
    <Stack spacing={0.25}>
      {filing.items.map((item) => (
        <Typography key={item.code} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          Item {item.code}: {item.label}
        </Typography>
      ))}
      {filing.reportDate && filing.reportDate !== filing.filingDate ? (
        <Typography variant="caption" color="text.secondary">
          Period {shortDate(filing.reportDate)}
        </Typography>
      ) : null}
    </Stack>
  );
}

function Links({ filing }: { filing: Filing }) {
  return (
    <Stack spacing={0.25}>
      {filing.documentUrl ? (
        <Link href={filing.documentUrl} target="_blank" rel="noopener noreferrer" variant="body2">
          Document
        </Link>
      ) : null}
      <Link href={filing.indexUrl} target="_blank" rel="noopener noreferrer" variant="body2">
        {filing.accessionNumber ? 'Filing index' : `${filing.form} filings on EDGAR`}
      </Link>
      <Typography variant="caption" color="text.secondary">
        {filing.source}
      </Typography>
    </Stack>
  );
}

function Filed({ filing }: { filing: Filing }) {
  const time = acceptedTime(filing.acceptedAt);
  return (
    <>
      {shortDate(filing.filingDate)}
      {time ? (
        <Typography variant="caption" color="text.secondary" component="div">
          {time} ET
        </Typography>
      ) : null}
    </>
  );
}

/** Filings as a table from tablet width, as cards on phones. */
export function FilingsList({ filings }: { filings: Filing[] }) {
  return (
    <>
      <TableContainer sx={{ display: { xs: 'none', md: 'block' } }}>
        <Table size="small" aria-label="Filings">
          <TableHead>
            <TableRow>
              <TableCell>Filed</TableCell>
              <TableCell>Company</TableCell>
              <TableCell>Form</TableCell>
              <TableCell>Items</TableCell>
              <TableCell>Links</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {filings.map((filing) => (
              <TableRow key={filing.id} hover sx={{ verticalAlign: 'top' }}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Filed filing={filing} />
                </TableCell>
                <TableCell sx={{ maxWidth: 220 }}>
                  <Company filing={filing} />
                </TableCell>
                <TableCell>
                  <Form filing={filing} />
                </TableCell>
                <TableCell>
                  <Details filing={filing} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Links filing={filing} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack component="ul" aria-label="Filings" sx={{ display: { xs: 'flex', md: 'none' }, m: 0, p: 0 }}>
        {filings.map((filing) => (
          <Box
            component="li"
            key={filing.id}
            sx={{ listStyle: 'none', px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}
          >
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
              <Company filing={filing} />
              <Form filing={filing} />
            </Stack>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              Filed <Filed filing={filing} />
            </Typography>
            <Details filing={filing} />
            <Box sx={{ mt: 0.5 }}>
              <Links filing={filing} />
            </Box>
          </Box>
        ))}
      </Stack>
    </>
  );
}
