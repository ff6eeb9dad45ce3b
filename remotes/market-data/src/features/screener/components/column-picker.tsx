import {
  MAX_CUSTOM_COLUMNS,
  SCREENER_FAMILY_NAMES,
  SCREENER_FIELD_BY_ID,
  SCREENER_FIELDS,
  type ScreenerField,
} from '@flowdeck/endpoints/screener';
import { Autocomplete, Chip, TextField } from '@mui/material';

export interface ColumnPickerProps {
  columns: readonly string[];
  onChange: (columns: string[]) => void;
}

/** The custom view's columns: any catalogue field, by family, in the order picked (at most MAX_CUSTOM_COLUMNS). */
export function ColumnPicker({ columns, onChange }: ColumnPickerProps) {
  const value = columns.map((id) => SCREENER_FIELD_BY_ID.get(id)).filter((f): f is ScreenerField => f !== undefined);
  const full = value.length >= MAX_CUSTOM_COLUMNS;
  return (
    <Autocomplete
      multiple
      size="small"
      options={SCREENER_FIELDS}
      value={value}
      groupBy={(field) => SCREENER_FAMILY_NAMES[field.family]}
      getOptionLabel={(field) => field.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionDisabled={(field) => full && !columns.includes(field.id)}
      disableCloseOnSelect
      filterSelectedOptions
      onChange={(_event, fields) => onChange(fields.map((f) => f.id).slice(0, MAX_CUSTOM_COLUMNS))}
      renderValue={(fields, getItemProps) =>
        fields.map((field, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={field.label} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label="Columns"
          placeholder={full ? undefined : 'Add a column'}
          helperText={`The table shows these columns in this order (up to ${MAX_CUSTOM_COLUMNS}); the link keeps them.`}
        />
      )}
      sx={{ mb: 1.5 }}
    />
  );
}
