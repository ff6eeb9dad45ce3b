import { DEFAULT_HOME_PATH, LOGIN_PATH } from '@flowdeck/contract';
import { useAuthStore } from '@flowdeck/host-sdk';
import AccountBalance from '@mui/icons-material/AccountBalance';
import Bolt from '@mui/icons-material/Bolt';
import Calculate from '@mui/icons-material/Calculate';
import Insights from '@mui/icons-material/Insights';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import Visibility from '@mui/icons-material/Visibility';
import { Box, Button, Card, CardContent, Container, Grid, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

const FEATURES: Array<{ icon: ReactNode; title: string; text: string }> = [
  {
    icon: <Bolt />,
    title: 'Live options flow',
    text: 'Every sweep, block and split as it prints, with aggressor side, opening-trade inference and unusual-activity tags.',
  },
  {
    icon: <Visibility />,
    title: 'Dark pool prints',
    text: 'Off-exchange blocks with the NBBO at print time, so you can see where size is being worked quietly.',
  },
  {
    icon: <Insights />,
    title: 'Gamma exposure & net flow',
    text: 'Dealer gamma by strike and expiry, call and put walls, the zero-gamma flip and market tide by DTE.',
  },
  {
    icon: <AccountBalance />,
    title: 'Politician & insider trackers',
    text: 'Congressional periodic transaction reports and insider filings, with late-filing flags and per-person summaries.',
  },
  {
    icon: <NotificationsActive />,
    title: 'Screeners & SMS alerts',
    text: 'Breakouts, gappers, relative volume and VWAP deviation, pushed to your phone the moment they trigger.',
  },
  {
    icon: <Calculate />,
    title: 'Options calculator & journal',
    text: 'Price multi-leg strategies with full greeks and P/L at any date, then log the trade and review it later.',
  },
];

/** Spec §2: the public landing page that sells the product. */
export function LandingPage() {
  const loggedIn = useAuthStore((s) => Boolean(s.token));
  return (
    <Box
      sx={{
        minHeight: '100vh',
        background: (t) => `radial-gradient(1200px 600px at 70% -10%, ${t.palette.primary.main}33, transparent)`,
      }}
    >
      <Container maxWidth="lg">
        <Stack direction="row" sx={{ py: 3, alignItems: 'center' }}>
          <Typography variant="h6" sx={{ fontWeight: 800, flexGrow: 1 }}>
            Flow
            <Box component="span" sx={{ color: 'primary.main' }}>
              Deck
            </Box>
          </Typography>
          {loggedIn ? (
            <Button component={RouterLink} to={DEFAULT_HOME_PATH} variant="contained">
              Open dashboard
            </Button>
          ) : (
            <Button component={RouterLink} to={LOGIN_PATH}>
              Sign in
            </Button>
          )}
        </Stack>
        <Box sx={{ py: { xs: 6, md: 12 }, maxWidth: 760 }}>
          <Typography
            variant="h2"
            component="h1"
            sx={{ fontWeight: 800, fontSize: { xs: 40, md: 60 }, lineHeight: 1.05 }}
          >
            See the smart money before the move.
          </Typography>
          <Typography variant="h6" color="text.secondary" sx={{ mt: 3, fontWeight: 400 }}>
            Options flow, dark pool prints, gamma exposure and congressional trades in one fast, live workspace — built
            for traders who act on the tape, not yesterday&apos;s headlines.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 5 }}>
            <Button component={RouterLink} to={`${LOGIN_PATH}?tab=register`} variant="contained" size="large">
              Start your 7-day free trial
            </Button>
            <Button component={RouterLink} to={LOGIN_PATH} variant="outlined" size="large">
              I already have an account
            </Button>
          </Stack>
        </Box>
        <Grid container spacing={2.5} sx={{ pb: 10 }}>
          {FEATURES.map((feature) => (
            <Grid key={feature.title} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Box sx={{ color: 'primary.main', mb: 1 }}>{feature.icon}</Box>
                  <Typography variant="h6" component="h2">
                    {feature.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {feature.text}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
