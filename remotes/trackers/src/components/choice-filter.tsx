import { MenuItem, TextField } from '@mui/material';

export interface Choice<V extends string> {
  value: V;
  label: string;
}

/** The value that stands for "no filter" in the select (the URL has no key then). */
const ANY = '';

export interface ChoiceFilterProps<V extends string> {
  label: string;
  /** The first option, which removes the filter ("Any party"). */
  anyLabel: string;
  /** The filter's value in the URL; one that is not among the choices shows as no filter. */
  value: string | undefined;
  choices: readonly Choice<V>[];
  /** The API's field error for this filter, shown under it. */
  error?: string;
  onChange: (value: V | undefined) => void;
}

/** One select of a tracker's filter bar: no filter, or one of the choices. */
export function ChoiceFilter<V extends string>({
  label,
  anyLabel,
  value,
  choices,
  error,
  onChange,
}: ChoiceFilterProps<V>) {
  const chosen = choices.find((choice) => choice.value === value);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={chosen ? chosen.value : ANY}
      error={Boolean(error)}
      helperText={error}
      onChange={(event) => onChange(choices.find((choice) => choice.value === event.target.value)?.value)}
    >
      <MenuItem value={ANY}>{anyLabel}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
