import { AFFILIATE_PATH, REFERRAL_PARAM } from '@flowdeck/contract';
import { useAuthStore, type User } from '@flowdeck/host-sdk';
import { BOXED_CONTENT_MAX_WIDTH } from '@flowdeck/ui-kit';
import X from '@mui/icons-material/X';
import { Box, Link, Stack, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { useBrand } from '../brand/use-brand';
import type { ContentWidth, FooterKind } from '../settings/theme-config';
import { DiscordIcon } from './nav-icons';
import { SCROLL_TOP_CLEARANCE } from './scroll-to-top';

/** Spec §2: what the footer's code link shows when the user has no referral code. */
export const NO_REFERRAL_CODE = 'N/A';

/** The referral code carried by the profile's `referral_link` (its `via` parameter), if any. */
export function referralCode(user: Pick<User, 'referral_link'> | null): string | null {
  if (!user?.referral_link) return null;
  try {
    return new URL(user.referral_link, window.location.origin).searchParams.get(REFERRAL_PARAM) || null;
  } catch {
    return null;
  }
}

const linkSx = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.75,
  color: 'text.secondary',
  '&:hover': { color: 'text.primary' },
} as const;

/**
 * Spec §2: copyright, Discord, Twitter and the code link to /affiliate (the user's referral code, or N/A).
 * Hidden on small screens; `static` sits after the content, `fixed` stays at the bottom of the window.
 */
export function Footer({ kind, contentWidth }: { kind: FooterKind; contentWidth: ContentWidth }) {
  const brand = useBrand();
  const user = useAuthStore((s) => s.user);
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  if (kind === 'hidden' || small) return null;
  const code = referralCode(user);
  return (
    <Box
      component="footer"
      sx={{
        position: kind === 'fixed' ? 'sticky' : 'relative',
        bottom: 0,
        zIndex: 2,
        pl: 3,
        // The scroll-to-top button floats over the bottom right corner: keep the referral code clear of it.
        pr: `${SCROLL_TOP_CLEARANCE}px`,
        py: 1.75,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: kind === 'fixed' ? 'background.default' : 'transparent',
      }}
    >
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', maxWidth: contentWidth === 'boxed' ? BOXED_CONTENT_MAX_WIDTH : 'none', mx: 'auto' }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          © {new Date().getFullYear()} {brand.name}. Market data for information only, not investment advice.
        </Typography>
        <Link
          href={brand.discordUrl}
          target="_blank"
          rel="noopener noreferrer"
          underline="none"
          variant="body2"
          sx={linkSx}
        >
          <DiscordIcon sx={{ fontSize: 16 }} /> Discord
        </Link>
        <Link
          href={brand.twitterUrl}
          target="_blank"
          rel="noopener noreferrer"
          underline="none"
          variant="body2"
          sx={linkSx}
        >
          <X sx={{ fontSize: 14 }} /> Twitter
        </Link>
        <Link
          component={RouterLink}
          to={AFFILIATE_PATH}
          underline="none"
          variant="body2"
          sx={linkSx}
          aria-label={`Referral code ${code ?? NO_REFERRAL_CODE}`}
        >
          Code:
          <Box
            component="span"
            sx={{
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
              fontWeight: 600,
              color: 'primary.main',
              letterSpacing: 0.5,
            }}
          >
            {code ?? NO_REFERRAL_CODE}
          </Box>
        </Link>
      </Stack>
    </Box>
  );
}
