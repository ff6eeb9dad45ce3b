import { MenuItem, TextField } from '@mui/material';
import { quarterLabel } from '../../../lib/quarters';

/** The quarter a view shows, among the quarters on file (newest first). */
export function QuarterSelect({
  quarter,
  quarters,
  onChange,
}: {
  quarter: string | undefined;
  quarters: readonly string[];
  onChange: (quarter: string) => void;
}) {
  const options = [...new Set([...(quarter ? [quarter] : []), ...quarters])].sort().reverse();
  return (
    <TextField
      select
      size="small"
      label="Quarter"
      value={quarter ?? ''}
      onChange={(event) => onChange(event.target.value)}
      sx={{ width: 150 }}
      disabled={options.length === 0}
    >
      {options.map((q) => (
        <MenuItem key={q} value={q}>
          {quarterLabel(q)}
        </MenuItem>
      ))}
    </TextField>
  );
}
