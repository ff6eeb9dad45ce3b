import { SMS_MAX_PER_DAY_MAX, SMS_MAX_PER_DAY_MIN, type SmsAlertSettings } from '@flowdeck/endpoints/sms-alerts';
import { Button, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';

export interface DeliverySettingsProps {
  settings: SmsAlertSettings;
  errors: Record<string, string>;
  saving: boolean;
  onSave: (changes: Pick<SmsAlertSettings, 'quietHours' | 'timeZone' | 'maxPerDay'>) => void;
}

const DEFAULT_QUIET = { start: '22:00', end: '07:00' };

function zones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}

/** Quiet hours, time zone and the daily cap; saved together. */
export function DeliverySettings({ settings, errors, saving, onSave }: DeliverySettingsProps) {
  const [quiet, setQuiet] = useState(settings.quietHours !== null);
  const [start, setStart] = useState(settings.quietHours?.start ?? DEFAULT_QUIET.start);
  const [end, setEnd] = useState(settings.quietHours?.end ?? DEFAULT_QUIET.end);
  const [timeZone, setTimeZone] = useState(settings.timeZone);
  const [cap, setCap] = useState(String(settings.maxPerDay));
  useEffect(() => {
    setQuiet(settings.quietHours !== null);
    setStart(settings.quietHours?.start ?? DEFAULT_QUIET.start);
    setEnd(settings.quietHours?.end ?? DEFAULT_QUIET.end);
    setTimeZone(settings.timeZone);
    setCap(String(settings.maxPerDay));
  }, [settings]);
  const zoneList = useMemo(() => zones(timeZone), [timeZone]);

  const save = () =>
    onSave({
      quietHours: quiet ? { start, end, timeZone } : null,
      timeZone,
      maxPerDay: Number(cap),
    });

  return (
    <Stack spacing={2}>
      <TextField
        select
        label="Time zone"
        value={timeZone}
        onChange={(e) => setTimeZone(e.target.value)}
        slotProps={{ select: { native: true } }}
        error={Boolean(errors['timeZone'] ?? errors['quietHours.timeZone'])}
        helperText={errors['timeZone'] ?? errors['quietHours.timeZone'] ?? 'Quiet hours and the daily limit follow it.'}
        sx={{ maxWidth: 360 }}
      >
        {zoneList.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </TextField>
      <FormControlLabel
        control={<Switch checked={quiet} onChange={(e) => setQuiet(e.target.checked)} />}
        label="Quiet hours: no texts between"
      />
      {quiet ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label="From"
            type="time"
            value={start}
            onChange={(e) => setStart(e.target.value)}
            error={Boolean(errors['quietHours.start'])}
            helperText={errors['quietHours.start']}
            sx={{ width: 140 }}
          />
          <TextField
            label="Until"
            type="time"
            value={end}
            onChange={(e) => setEnd(e.target.value)}
            error={Boolean(errors['quietHours.end'])}
            helperText={errors['quietHours.end']}
            sx={{ width: 140 }}
          />
        </Stack>
      ) : null}
      <TextField
        label="Daily limit (texts)"
        value={cap}
        onChange={(e) => setCap(e.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric', min: SMS_MAX_PER_DAY_MIN, max: SMS_MAX_PER_DAY_MAX } }}
        error={Boolean(errors['maxPerDay'])}
        helperText={
          errors['maxPerDay'] ??
          `From ${SMS_MAX_PER_DAY_MIN} to ${SMS_MAX_PER_DAY_MAX}; counted per day in your time zone.`
        }
        sx={{ maxWidth: 360 }}
      />
      <Typography variant="body2" color="text.secondary">
        Matches of one rule within a minute arrive as one text, and a rule waits 15 minutes before texting about the
        same ticker again.
      </Typography>
      <div>
        <Button variant="outlined" onClick={save} disabled={saving}>
          Save delivery settings
        </Button>
      </div>
    </Stack>
  );
}
