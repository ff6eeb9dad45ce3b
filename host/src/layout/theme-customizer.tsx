import Close from '@mui/icons-material/Close';
import Tune from '@mui/icons-material/Tune';
import { Box, Drawer, Fab, IconButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { THEME_CONFIG } from '../settings/theme-config';
import { type SettingField, SettingsControls } from './settings-controls';

const ALL_FIELDS: SettingField[] = [
  'mode',
  'skin',
  'themeColor',
  'contentWidth',
  'layout',
  'navCollapsed',
  'verticalNavToggleType',
  'appBar',
  'appBarBlur',
  'footer',
  'direction',
];

/** Spec §2: a theme customizer for every setting; it exists but is disabled by configuration. */
export function ThemeCustomizer({ disabled = THEME_CONFIG.disableCustomizer }: { disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  if (disabled) return null;
  return (
    <>
      <Fab
        size="small"
        color="primary"
        aria-label="Open theme customizer"
        onClick={() => setOpen(true)}
        sx={{ position: 'fixed', right: 24, top: '40%' }}
      >
        <Tune fontSize="small" />
      </Fab>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)} slotProps={{ paper: { sx: { width: 360 } } }}>
        <Stack direction="row" sx={{ alignItems: 'center', px: 2.5, py: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            Theme customizer
          </Typography>
          <IconButton aria-label="Close theme customizer" onClick={() => setOpen(false)}>
            <Close />
          </IconButton>
        </Stack>
        <Box sx={{ p: 2.5, overflowY: 'auto' }}>
          <SettingsControls fields={ALL_FIELDS} />
        </Box>
      </Drawer>
    </>
  );
}
