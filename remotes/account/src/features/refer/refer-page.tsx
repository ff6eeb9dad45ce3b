import { LOGIN_PATH, REFERRAL_PARAM } from '@flowdeck/contract';
import CheckCircle from '@mui/icons-material/CheckCircle';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Container,
  Grid,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useReferrer } from './api/get-referrer';
import { rememberReferral } from './referral-code';

const INCLUDED = [
  'Live options flow with sweeps, blocks and unusual-activity tags',
  'Dark pool prints with the NBBO at print time',
  'Gamma exposure levels, call and put walls, the zero-gamma flip',
  'Politician and insider trade trackers with late-filing flags',
  'Options calculator with full greeks and P/L at any date',
];

/** Spec §2: the public referral landing page; the `via` code is kept for registration. */
export default function ReferPage() {
  const [params] = useSearchParams();
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => {
    setCode(rememberReferral(params.get(REFERRAL_PARAM)));
  }, [params]);
  const referrer = useReferrer(code);
  const name = referrer.data?.name;

  return (
    <Box
      sx={{
        minHeight: '100vh',
        py: { xs: 6, md: 12 },
        background: (t) => `radial-gradient(900px 500px at 20% -10%, ${t.palette.secondary.main}33, transparent)`,
      }}
    >
      <Container maxWidth="md">
        <Grid container spacing={4} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Chip
              label={code ? `Invitation code ${code}` : 'Invitation'}
              color="secondary"
              variant="outlined"
              sx={{ mb: 2 }}
            />
            {name ? (
              <Typography color="text.secondary" sx={{ mb: 1 }}>
                Sign up through {name}&apos;s invitation: it is credited to them when you subscribe.
              </Typography>
            ) : null}
            <Typography variant="h3" component="h1" sx={{ fontWeight: 800 }}>
              {name ? `${name} invited you to FlowDeck` : 'A trader you know invited you to FlowDeck'}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 2, fontSize: 18 }}>
              Follow the options flow and dark pool prints that move markets, with a 7-day free trial to see it for
              yourself.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
              <Button component={RouterLink} to={`${LOGIN_PATH}?tab=register`} variant="contained" size="large">
                Claim your free trial
              </Button>
              <Button component={RouterLink} to="/" size="large">
                See what&apos;s inside
              </Button>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h6" component="h2">
                  What you get
                </Typography>
                <List dense>
                  {INCLUDED.map((item) => (
                    <ListItem key={item} disableGutters>
                      <ListItemIcon sx={{ minWidth: 32 }}>
                        <CheckCircle color="success" fontSize="small" />
                      </ListItemIcon>
                      <ListItemText primary={item} />
                    </ListItem>
                  ))}
                </List>
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
