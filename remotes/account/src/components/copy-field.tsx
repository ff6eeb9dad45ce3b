import ContentCopy from '@mui/icons-material/ContentCopy';
import { useNotify } from '@flowdeck/host-sdk';
import { Button, InputAdornment, TextField } from '@mui/material';

export const COPIED = 'Copied to the clipboard';
export const COPY_FAILED = 'Select the text and copy it';

/** A read-only value with a Copy button (referral code and link). */
export function CopyField({ label, value, monospace = false }: { label: string; value: string; monospace?: boolean }) {
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify(COPIED, 'success');
    } catch {
      notify(COPY_FAILED, 'info');
    }
  };
  return (
    <TextField
      label={label}
      value={value}
      fullWidth
      onFocus={(event) => event.target.select()}
      slotProps={{
        htmlInput: {
          readOnly: true,
          style: monospace
            ? { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontWeight: 600 }
            : undefined,
        },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Button
                size="small"
                variant="outlined"
                startIcon={<ContentCopy fontSize="small" />}
                onClick={() => void copy()}
                aria-label={`Copy ${label.toLowerCase()}`}
              >
                Copy
              </Button>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
