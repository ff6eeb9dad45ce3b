import Tune from '@mui/icons-material/Tune';
import { Box, IconButton, Popover, Tooltip, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useSettingsStore } from '../settings/settings-store';
import { type SettingField, SettingsControls } from './settings-controls';

/** What users may change while the customizer is disabled. */
export const USER_SETTING_FIELDS: SettingField[] = [
  'layout',
  'contentWidth',
  'navCollapsed',
  'verticalNavToggleType',
  'skin',
  'themeColor',
  'toastPosition',
];

/**
 * The top bar's layout settings. Below lg the layout is forced to vertical (spec §4), so layout and the
 * collapsed menu are shown but locked there; the collapsed menu only exists in the vertical layout.
 */
export function SettingsMenu({ wide }: { wide: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const layout = useSettingsStore((s) => s.layout);
  const id = useId();
  const locked: SettingField[] = wide
    ? layout === 'horizontal'
      ? ['navCollapsed', 'verticalNavToggleType']
      : []
    : ['layout', 'navCollapsed'];
  return (
    <>
      <Tooltip title="Layout settings">
        <IconButton
          aria-label="Layout settings"
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? id : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <Tune />
        </IconButton>
      </Tooltip>
      <Popover
        id={id}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Layout settings', sx: { mt: 1, width: 320, p: 2.25 } } }}
      >
        <Box>
          <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            Layout settings
          </Typography>
          <SettingsControls
            fields={USER_SETTING_FIELDS}
            locked={locked}
            hints={wide ? {} : { layout: 'Narrow screens always use the vertical menu.' }}
          />
        </Box>
      </Popover>
    </>
  );
}
