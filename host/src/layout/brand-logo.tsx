import { Box, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useBrand } from '../brand/use-brand';

/** The product's mark: rising candles on the leading colour. */
export function BrandMark({ size = 30 }: { size?: number }) {
  const theme = useTheme();
  const gradient = useId();
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden
      sx={{ flexShrink: 0, display: 'block' }}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={theme.palette.primary.main} />
          <stop offset="1" stopColor={theme.palette.secondary.main} />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradient})`} />
      <g fill="#fff">
        <rect x="7" y="15" width="4" height="9" rx="1.5" opacity="0.7" />
        <rect x="14" y="10" width="4" height="14" rx="1.5" opacity="0.85" />
        <rect x="21" y="6" width="4" height="18" rx="1.5" />
      </g>
    </Box>
  );
}

/**
 * Mark and name, linking home; `compact` shows the mark alone (the 68 px rail), `nameFrom` hides the
 * name below a breakpoint (phones keep the top bar for its actions).
 */
export function BrandLogo({ compact = false, nameFrom }: { compact?: boolean; nameFrom?: 'sm' | 'md' }) {
  const brand = useBrand();
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={`${brand.name} home`}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.25,
        color: 'text.primary',
        textDecoration: 'none',
        minWidth: 0,
      }}
    >
      <BrandMark />
      {compact ? null : (
        <Typography
          component="span"
          sx={{
            fontWeight: 800,
            fontSize: 19,
            letterSpacing: -0.3,
            whiteSpace: 'nowrap',
            display: nameFrom ? { xs: 'none', [nameFrom]: 'inline' } : 'inline',
          }}
        >
          {brand.name}
        </Typography>
      )}
    </Box>
  );
}
