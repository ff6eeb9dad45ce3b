import { Box, InputAdornment, TextField } from '@mui/material';
import type { CalculatorState, MarketField } from '../stores/calculator-state';
import type { FieldErrors } from '../stores/validation';

export interface MarketInputsProps {
  state: CalculatorState;
  errors: FieldErrors;
  onChange: (field: MarketField, value: string) => void;
}

interface FieldSpec {
  field: MarketField;
  label: string;
  prefix?: string;
  suffix?: string;
}

const FIELDS: FieldSpec[] = [
  { field: 'symbol', label: 'Symbol (optional)' },
  { field: 'spot', label: 'Underlying price', prefix: '$' },
  { field: 'volatility', label: 'Implied volatility', suffix: '%' },
  { field: 'rate', label: 'Risk-free rate', suffix: '%' },
  { field: 'dividendYield', label: 'Dividend yield', suffix: '%' },
];

/** The market every leg is priced against. */
export function MarketInputs({ state, errors, onChange }: MarketInputsProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(4, minmax(0, 1fr))',
          lg: 'repeat(2, minmax(0, 1fr))',
        },
      }}
    >
      {FIELDS.map(({ field, label, prefix, suffix }) => {
        const error = errors[field];
        return (
          <TextField
            key={field}
            label={label}
            size="small"
            value={state[field]}
            onChange={(event) => onChange(field, event.target.value)}
            error={Boolean(error)}
            helperText={error}
            // The symbol takes a row of its own: in a fifth of the row its label (shown in the empty field
            // as its placeholder) was cut off.
            sx={field === 'symbol' ? { gridColumn: '1 / -1' } : undefined}
            slotProps={{
              htmlInput: {
                inputMode: field === 'symbol' ? 'text' : 'decimal',
                autoComplete: 'off',
                spellCheck: false,
                ...(field === 'symbol' ? { maxLength: 12, style: { textTransform: 'uppercase' } } : {}),
              },
              input: {
                ...(prefix ? { startAdornment: <InputAdornment position="start">{prefix}</InputAdornment> } : {}),
                ...(suffix ? { endAdornment: <InputAdornment position="end">{suffix}</InputAdornment> } : {}),
              },
            }}
          />
        );
      })}
    </Box>
  );
}
