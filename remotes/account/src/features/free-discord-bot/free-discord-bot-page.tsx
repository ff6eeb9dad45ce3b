import { CHECKOUT_PATH, DISCORD_BOT_PATH, NAV_PATHS, specNavTitle } from '@flowdeck/contract';
import { useAuthStore } from '@flowdeck/host-sdk';
import { PageHeader } from '@flowdeck/ui-kit';
import Check from '@mui/icons-material/Check';
import Remove from '@mui/icons-material/Remove';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import TerminalOutlined from '@mui/icons-material/TerminalOutlined';
import {
  Box,
  Button,
  Chip,
  Grid,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';

export const FREE_BOT_TITLE = 'The free Discord bot';

/** Commands of the free bot in the community server. */
export const FREE_BOT_COMMANDS = [
  { command: '/flow SPY', does: 'The largest options orders on a ticker today' },
  { command: '/darkpool NVDA', does: 'The biggest dark pool prints on a ticker' },
  { command: '/gex QQQ', does: 'Gamma exposure levels: call wall, put wall, zero-gamma flip' },
  { command: '/movers', does: 'Top gainers and losers right now' },
  { command: '/earnings', does: "This week's earnings calendar" },
];

const COMPARISON: Array<{ feature: string; free: boolean; addOn: boolean }> = [
  { feature: 'Slash commands in the community server', free: true, addOn: true },
  { feature: 'Posts in a channel of your own server', free: false, addOn: true },
  { feature: 'Flow alerts from your saved filters', free: false, addOn: true },
  { feature: 'Dark pool prints and pre-market gappers', free: false, addOn: true },
  { feature: 'History of everything posted', free: false, addOn: true },
];

function Mark({ on }: { on: boolean }) {
  return on ? (
    <Check color="success" fontSize="small" aria-label="Included" />
  ) : (
    <Remove color="disabled" fontSize="small" aria-label="Not included" />
  );
}

/** Spec §2 navigation 'Discord Bot': what the free community bot does, and the add-on for your own server. */
export default function FreeDiscordBotPage() {
  const botSub = useAuthStore((s) => s.user?.bot_sub ?? false);
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <PageHeader
        title={specNavTitle(NAV_PATHS.freeDiscordBot)}
        subtitle="Market data where your trading community already talks."
      />
      <Paper
        variant="outlined"
        sx={(theme) => ({
          p: { xs: 3, md: 5 },
          borderRadius: 3,
          mb: 3,
          backgroundImage: `radial-gradient(700px 320px at 90% -20%, ${alpha('#5865F2', theme.palette.mode === 'dark' ? 0.3 : 0.14)}, transparent)`,
        })}
      >
        <Grid container spacing={4} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Chip label="Free for every member" color="success" variant="outlined" size="small" sx={{ mb: 2 }} />
            <Typography variant="h4" component="h2" sx={{ fontWeight: 800, letterSpacing: -0.5 }}>
              {FREE_BOT_TITLE}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1.5, fontSize: { md: 17 } }}>
              Join the community server (Free Discord in the menu) and ask the bot for flow, dark pool prints and gamma
              levels on any ticker, right in the chat. No setup, no extra cost.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
              {botSub ? (
                <Button component={RouterLink} to={DISCORD_BOT_PATH} variant="contained" size="large">
                  Set up your own bot
                </Button>
              ) : (
                <Button component={RouterLink} to={CHECKOUT_PATH} variant="contained" size="large">
                  Get the bot for your server
                </Button>
              )}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Paper
              variant="outlined"
              aria-label="Example commands"
              sx={{ p: 2, borderRadius: 2, bgcolor: (t) => (t.palette.mode === 'dark' ? '#1e1f22' : '#f2f3f5') }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
                <SmartToyOutlined sx={{ color: '#5865F2' }} />
                <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
                  FlowDeck
                </Typography>
                <Chip label="BOT" size="small" sx={{ height: 18, fontSize: 10, bgcolor: '#5865F2', color: '#fff' }} />
              </Stack>
              <Stack spacing={1}>
                {FREE_BOT_COMMANDS.slice(0, 3).map((item) => (
                  <Stack key={item.command} direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
                    <TerminalOutlined fontSize="inherit" color="action" />
                    <Typography
                      variant="body2"
                      sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontWeight: 600 }}
                    >
                      {item.command}
                    </Typography>
                  </Stack>
                ))}
              </Stack>
            </Paper>
          </Grid>
        </Grid>
      </Paper>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper variant="outlined" sx={{ p: 3, borderRadius: 3, height: '100%' }}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
              Commands
            </Typography>
            <Stack spacing={1.5}>
              {FREE_BOT_COMMANDS.map((item) => (
                <Box key={item.command}>
                  <Typography
                    sx={{
                      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
                      fontWeight: 700,
                      color: 'primary.main',
                    }}
                  >
                    {item.command}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {item.does}
                  </Typography>
                </Box>
              ))}
            </Stack>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper variant="outlined" sx={{ borderRadius: 3, height: '100%', overflow: 'hidden' }}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700, p: 3, pb: 1 }}>
              Free bot or your own
            </Typography>
            <TableContainer>
              <Table aria-label="Free bot and add-on compared">
                <TableHead>
                  <TableRow>
                    <TableCell />
                    <TableCell align="center">Free</TableCell>
                    <TableCell align="center">Add-on</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {COMPARISON.map((row) => (
                    <TableRow key={row.feature}>
                      <TableCell>{row.feature}</TableCell>
                      <TableCell align="center">
                        <Mark on={row.free} />
                      </TableCell>
                      <TableCell align="center">
                        <Mark on={row.addOn} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Paper>
        </Grid>
      </Grid>
    </Box>
  );
}
