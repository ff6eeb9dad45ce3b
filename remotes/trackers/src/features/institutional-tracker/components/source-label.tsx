import { SIMULATED_SOURCE } from '@flowdeck/endpoints/institutional';
import { Chip, Link } from '@mui/material';

/** Where a filer's quarter came from: "Simulated data", or the 13F on EDGAR it was imported from. */
export function SourceLabel({ source, filingUrl }: { source: string; filingUrl: string | null }) {
  if (source === SIMULATED_SOURCE || !filingUrl)
    return <Chip size="small" variant="outlined" label={source} sx={{ maxWidth: '100%' }} />;
  return (
    <Link href={filingUrl} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {source}
    </Link>
  );
}
