import { THEME_COLOR_SWATCHES, THEME_COLORS, type ThemeColor } from '@flowdeck/ui-kit';
import Check from '@mui/icons-material/Check';
import {
  Box,
  FormControlLabel,
  Stack,
  Switch,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { type Settings, useSettingsStore } from '../settings/settings-store';

type ChoiceKey =
  | 'mode'
  | 'skin'
  | 'layout'
  | 'contentWidth'
  | 'verticalNavToggleType'
  | 'appBar'
  | 'footer'
  | 'direction'
  | 'toastPosition';
type SwitchKey = 'navCollapsed' | 'appBarBlur';
export type SettingField = ChoiceKey | SwitchKey | 'themeColor';

const CHOICES: { [K in ChoiceKey]: { label: string; options: [Settings[K], string][] } } = {
  mode: {
    label: 'Theme',
    options: [
      ['light', 'Light'],
      ['dark', 'Dark'],
    ],
  },
  skin: {
    label: 'Skin',
    options: [
      ['default', 'Default'],
      ['bordered', 'Bordered'],
      ['semi-dark', 'Semi-dark'],
    ],
  },
  layout: {
    label: 'Layout',
    options: [
      ['vertical', 'Vertical'],
      ['horizontal', 'Horizontal'],
    ],
  },
  contentWidth: {
    label: 'Content width',
    options: [
      ['full', 'Full'],
      ['boxed', 'Boxed'],
    ],
  },
  verticalNavToggleType: {
    label: 'Menu groups',
    options: [
      ['accordion', 'Accordion'],
      ['collapse', 'Collapse'],
    ],
  },
  appBar: {
    label: 'App bar',
    options: [
      ['fixed', 'Fixed'],
      ['static', 'Static'],
      ['hidden', 'Hidden'],
    ],
  },
  footer: {
    label: 'Footer',
    options: [
      ['static', 'Static'],
      ['fixed', 'Fixed'],
      ['hidden', 'Hidden'],
    ],
  },
  toastPosition: {
    label: 'Notifications',
    options: [
      ['top-right', 'Top right'],
      ['bottom-left', 'Bottom left'],
    ],
  },
  direction: {
    label: 'Direction',
    options: [
      ['ltr', 'Left to right'],
      ['rtl', 'Right to left'],
    ],
  },
};

const SWITCHES: Record<SwitchKey, string> = { navCollapsed: 'Collapsed menu', appBarBlur: 'Blurred app bar' };

const COLOR_NAMES: Record<ThemeColor, string> = {
  primary: 'Indigo',
  secondary: 'Sky',
  success: 'Green',
  error: 'Red',
  warning: 'Amber',
  info: 'Cyan',
};

function Choice<K extends ChoiceKey>({ field, disabled, hint }: { field: K; disabled: boolean; hint?: string }) {
  const value = useSettingsStore((s) => s[field]);
  const update = useSettingsStore((s) => s.update);
  const { label, options } = CHOICES[field];
  return (
    <Box>
      <Typography
        variant="overline"
        color="text.secondary"
        component="div"
        id={`setting-${field}`}
        sx={{ lineHeight: 2 }}
      >
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        value={value}
        disabled={disabled}
        aria-labelledby={`setting-${field}`}
        onChange={(_event, next: Settings[K] | null) => {
          if (next !== null) update({ [field]: next } as Partial<Settings>);
        }}
      >
        {options.map(([option, text]) => (
          <ToggleButton key={String(option)} value={option as string} sx={{ textTransform: 'none', py: 0.5 }}>
            {text}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {hint ? (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      ) : null}
    </Box>
  );
}

function SettingSwitch({ field, disabled }: { field: SwitchKey; disabled: boolean }) {
  const value = useSettingsStore((s) => s[field]);
  const update = useSettingsStore((s) => s.update);
  return (
    <FormControlLabel
      sx={{ ml: 0, justifyContent: 'space-between' }}
      labelPlacement="start"
      disabled={disabled}
      control={<Switch checked={value} onChange={(e) => update({ [field]: e.target.checked })} />}
      label={SWITCHES[field]}
      slotProps={{ typography: { variant: 'body2', sx: { fontWeight: 500 } } }}
    />
  );
}

function ThemeColors() {
  const theme = useTheme();
  const value = useSettingsStore((s) => s.themeColor);
  const update = useSettingsStore((s) => s.update);
  return (
    <Box>
      <Typography
        variant="overline"
        color="text.secondary"
        component="div"
        id="setting-themeColor"
        sx={{ lineHeight: 2 }}
      >
        Accent colour
      </Typography>
      <Stack direction="row" spacing={1} role="radiogroup" aria-labelledby="setting-themeColor">
        {THEME_COLORS.map((color) => (
          <Tooltip key={color} title={COLOR_NAMES[color]}>
            <Box
              component="button"
              type="button"
              role="radio"
              aria-checked={value === color}
              aria-label={COLOR_NAMES[color]}
              onClick={() => update({ themeColor: color })}
              sx={{
                width: 30,
                height: 30,
                borderRadius: '8px',
                border: 2,
                borderColor: value === color ? 'text.primary' : 'transparent',
                bgcolor: THEME_COLOR_SWATCHES[color][theme.palette.mode],
                color: theme.palette.mode === 'dark' ? '#0b0e14' : '#fff',
                cursor: 'pointer',
                display: 'grid',
                placeItems: 'center',
                p: 0,
              }}
            >
              {value === color ? <Check sx={{ fontSize: 16 }} /> : null}
            </Box>
          </Tooltip>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * Controls bound to the settings store; the top bar's settings menu shows a few, the (disabled)
 * customizer all of them. `locked` fields are shown but cannot change, with `hints` saying why.
 */
export function SettingsControls({
  fields,
  locked = [],
  hints = {},
}: {
  fields: SettingField[];
  locked?: SettingField[];
  hints?: Partial<Record<SettingField, string>>;
}) {
  return (
    <Stack spacing={1.75}>
      {fields.map((field) => {
        const disabled = locked.includes(field);
        if (field === 'themeColor') return <ThemeColors key={field} />;
        if (field === 'navCollapsed' || field === 'appBarBlur')
          return <SettingSwitch key={field} field={field} disabled={disabled} />;
        return <Choice key={field} field={field} disabled={disabled} hint={hints[field]} />;
      })}
    </Stack>
  );
}
