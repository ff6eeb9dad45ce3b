import { Typography } from '@mui/material';
import { TickerLink } from '../../../components/ticker-link';

/** A holding's security: the ticker linked to its profile, else the issuer's name as filed (unmapped). */
export function SecurityCell({
  ticker,
  issuer,
  putCall,
  detail,
}: {
  ticker: string | null;
  issuer: string;
  putCall: 'Put' | 'Call' | null;
  detail?: string;
}) {
  return (
    <>
      {ticker ? (
        <TickerLink ticker={ticker} />
      ) : (
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {issuer}
        </Typography>
      )}
      {putCall ? (
        <Typography component="span" variant="caption" color="warning.main" sx={{ ml: 0.75, fontWeight: 700 }}>
          {putCall.toUpperCase()}
        </Typography>
      ) : null}
      <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {ticker ? issuer : 'Not mapped to a listed symbol'}
        {detail ? ` · ${detail}` : ''}
      </Typography>
    </>
  );
}
