import { TextField, type TextFieldProps } from '@mui/material';
import { useEffect, useState } from 'react';

export type CommitFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error'> & {
  value: string;
  error?: string;
  onCommit: (value: string) => void;
};

/** A text filter applied on Enter or when the field loses focus, not on every keystroke. */
export function CommitField({ value, error, onCommit, ...props }: CommitFieldProps) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    if (draft.trim() !== value) onCommit(draft.trim());
  };
  return (
    <TextField
      size="small"
      {...props}
      value={draft}
      error={Boolean(error)}
      helperText={error ?? props.helperText}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}
