import { NAV_PATHS, symbolUrl } from '@flowdeck/contract';
import { LoadError } from '@flowdeck/ui-kit';
import { Box, Link, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * The pieces every dashboard widget of this remote is made of. The dashboard draws the card (title, link,
 * settings, error boundary); a widget fills the card's body, scrolls inside it and is never wider than it.
 */

/** A widget's root, named by its title: fills the card and scrolls inside it. */
export function WidgetRoot({ label, children }: { label: string; children: ReactNode }) {
  return (
    // It scrolls inside its card: reachable by keyboard.
    <Box component="section" aria-label={label} tabIndex={0} sx={{ height: '100%', overflow: 'auto', minWidth: 0 }}>
      {children}
    </Box>
  );
}

const SKELETON_ROWS = 6;

/** Two grey lines per row while the widget's data loads. */
export function WidgetSkeleton({ label, rows = SKELETON_ROWS }: { label: string; rows?: number }) {
  return (
    <Stack role="status" aria-label={label} spacing={1} sx={{ px: 1.5, py: 1 }}>
      {Array.from({ length: rows }, (_, row) => (
        <Box key={row}>
          <Skeleton variant="text" width="55%" />
          <Skeleton variant="text" width="85%" />
        </Box>
      ))}
    </Stack>
  );
}

/** A sentence in place of the rows: why there are none and what to do about it. */
export function WidgetMessage({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ p: 2, textAlign: 'center', overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  );
}

/** The widget's data could not be loaded. */
export function WidgetError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Box sx={{ p: 1 }}>
      <LoadError message={message} onRetry={onRetry} />
    </Box>
  );
}

/** A labelled list of compact rows (`WidgetRow`). */
export function WidgetList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, p: 0, listStyle: 'none', minWidth: 0 }}>
      {children}
    </Box>
  );
}

export interface WidgetRowProps {
  /** The first line, left: the row's name (ellipsed when the card is narrow). */
  title: ReactNode;
  /** The first line, right: the row's key figure. */
  titleEnd?: ReactNode;
  /** The second line, left: who or what (ellipsed). */
  detail?: ReactNode;
  /** The second line, right: usually a date or time. */
  detailEnd?: ReactNode;
  /** A coloured left edge (the row's direction or tone), as a palette colour. */
  accent?: string;
}

const ELLIPSIS = { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** One row in two lines, each a shrinking left part and a fixed right part: fits a 250 px card. */
export function WidgetRow({ title, titleEnd, detail, detailEnd, accent }: WidgetRowProps) {
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        columnGap: 1,
        alignItems: 'baseline',
        px: 1.5,
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
        borderLeft: accent ? 3 : 0,
        borderLeftColor: accent,
        minWidth: 0,
      }}
    >
      <Box sx={{ ...ELLIPSIS, typography: 'body2' }}>{title}</Box>
      <Box sx={{ typography: 'body2', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', textAlign: 'right' }}>
        {titleEnd}
      </Box>
      {detail !== undefined || detailEnd !== undefined ? (
        <>
          <Box sx={{ ...ELLIPSIS, typography: 'caption', color: 'text.secondary' }}>{detail}</Box>
          <Box
            sx={{
              typography: 'caption',
              color: 'text.secondary',
              whiteSpace: 'nowrap',
              fontVariantNumeric: 'tabular-nums',
              textAlign: 'right',
            }}
          >
            {detailEnd}
          </Box>
        </>
      ) : null}
    </Box>
  );
}

/** A row's ticker, linked to its Stock Profile; a dash when the row names none. */
export function WidgetTicker({ ticker }: { ticker: string | null }) {
  const sx = { fontWeight: 700, fontFamily: 'monospace', mr: 0.75 } as const;
  if (!ticker) {
    return (
      <Box component="span" sx={sx}>
        —
      </Box>
    );
  }
  return (
    <Link component={RouterLink} to={symbolUrl(NAV_PATHS.stockProfile, ticker)} underline="hover" sx={sx}>
      {ticker}
    </Link>
  );
}
