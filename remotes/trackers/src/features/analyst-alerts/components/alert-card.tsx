import type { AnalystRating } from '@flowdeck/api-types';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { changeLine, headline, recordLine, signedPercent } from '../alert-format';

const TONE: Partial<Record<AnalystRating['action'], 'success' | 'error' | 'info'>> = {
  upgrade: 'success',
  downgrade: 'error',
  initiate: 'info',
  reinstate: 'info',
  assume: 'info',
};

/** One rating or target change, with the firm's track record beside it. */
export function AlertCard({ alert, fresh }: { alert: AnalystRating; fresh: boolean }) {
  const { averageReturn } = alert.firmRecord;
  return (
    <Paper
      component="article"
      aria-label={headline(alert)}
      variant="outlined"
      sx={{ p: 1.5, borderLeft: 4, borderLeftColor: `${TONE[alert.action] ?? 'grey'}.main` }}
    >
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) 220px' } }}>
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography sx={{ fontWeight: 700 }}>{alert.ticker}</Typography>
            {fresh ? <Chip size="small" color="primary" label="New" /> : null}
            <Typography variant="caption" color="text.secondary">
              {alert.date} {alert.time ?? ''} ET · {alert.source}
            </Typography>
          </Stack>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {headline(alert)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {changeLine(alert)}
            {alert.upside !== null ? ` · upside ${signedPercent(alert.upside)}` : ''}
            {alert.analyst ? ` · ${alert.analyst}` : ''}
          </Typography>
        </Stack>
        <Box aria-label={`${alert.firm} record`} sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1 }}>
          <Typography variant="caption" color="text.secondary" component="div">
            {alert.firm} record
          </Typography>
          <Typography variant="body2">{recordLine(alert)}</Typography>
          <Typography variant="caption" color="text.secondary">
            average call return {signedPercent(averageReturn)}
          </Typography>
        </Box>
      </Box>
    </Paper>
  );
}
