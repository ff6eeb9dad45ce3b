import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled section of a page; the title names it as a region. */
export function Panel({
  title,
  subtitle,
  action,
  children,
  dense = false,
}: {
  title: string;
  subtitle?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  /** No padding around the body (tables run edge to edge). */
  dense?: boolean;
}) {
  return (
    <Paper
      component="section"
      aria-label={title}
      variant="outlined"
      sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{
          px: { xs: 1.5, sm: 2 },
          pt: 1.5,
          pb: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          rowGap: 1,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography variant="caption" color="text.secondary" component="div">
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {action}
      </Stack>
      <Box sx={{ px: dense ? 0 : { xs: 1.5, sm: 2 }, pb: dense ? 0 : 1.5, minWidth: 0, flexGrow: 1 }}>{children}</Box>
    </Paper>
  );
}
