import { Box, Typography } from '@mui/material';

/** The numbered how-to both ways of connecting the bot show (webhook, FlowDeck bot in a channel). */
export function SetupSteps({ steps }: { steps: readonly string[] }) {
  return (
    <Box component="ol" sx={{ pl: 2.5, my: 1.5, color: 'text.secondary', '& li': { mb: 0.5 } }}>
      {steps.map((step) => (
        <Typography key={step} component="li" variant="body2">
          {step}
        </Typography>
      ))}
    </Box>
  );
}
