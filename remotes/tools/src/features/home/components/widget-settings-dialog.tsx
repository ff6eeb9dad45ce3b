import type { WidgetSetting } from '@flowdeck/contract';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';

const SYMBOL = /^[A-Z][A-Z0-9.]{0,9}$/;

/** The form a widget's declared settings describe: a ticker field per symbol setting, a select per choice. */
export function WidgetSettingsDialog({
  title,
  declared,
  values,
  onSave,
  onClose,
}: {
  title: string;
  declared: readonly WidgetSetting[];
  values: Readonly<Record<string, string>>;
  onSave: (values: Record<string, string>) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<Record<string, string>>({ ...values });
  const invalid = declared.filter(
    (setting) => setting.kind === 'symbol' && draft[setting.key] !== '' && !SYMBOL.test(draft[setting.key] ?? ''),
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="widget-settings-title" fullWidth maxWidth="xs">
      <DialogTitle id="widget-settings-title">{title} settings</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {declared.map((setting) =>
            setting.kind === 'choice' ? (
              <TextField
                key={setting.key}
                select
                label={setting.label}
                value={draft[setting.key] ?? setting.default}
                onChange={(e) => setDraft({ ...draft, [setting.key]: e.target.value })}
              >
                {setting.choices.map((choice) => (
                  <MenuItem key={choice.value} value={choice.value}>
                    {choice.label}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <TextField
                key={setting.key}
                label={setting.label}
                value={draft[setting.key] ?? ''}
                onChange={(e) => setDraft({ ...draft, [setting.key]: e.target.value.trim().toUpperCase() })}
                error={invalid.includes(setting)}
                helperText={invalid.includes(setting) ? 'Enter a ticker such as AAPL.' : ' '}
                slotProps={{ htmlInput: { maxLength: 10, autoCapitalize: 'characters' } }}
              />
            ),
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={invalid.length > 0} onClick={() => onSave(draft)}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
