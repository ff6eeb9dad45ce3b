import { DEFAULT_ACCOUNT, JOURNAL_FORMATS, MAX_UPLOAD_CHARS, type JournalFormat } from '@flowdeck/endpoints/journal';
import UploadFile from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useImportExecutions } from '../api/journal-mutations';

const FORMAT_LABELS: Record<JournalFormat, string> = {
  generic: 'Generic (broker columns, Account column allowed)',
  tradervue: 'Tradervue generic import format',
};

const SAMPLE = `Date,Time,Symbol,Quantity,Price,Side,Commission
06/13/2025,09:31:05,AAPL,100,196.25,Buy,1.00
06/13/2025,10:02:40,AAPL,-100,197.10,,1.00
2025-06-13,10:15:00,AAPL  251219C00200000,2,5.10,B,1.30`;

/** A broker's CSV into the journal, with the same rules as `npm run import -- journal`. */
export function ImportPanel({ defaultTimeZone }: { defaultTimeZone: string }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const importer = useImportExecutions((error) => setErrors(error.fieldErrors));
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<JournalFormat>('generic');
  const [account, setAccount] = useState(DEFAULT_ACCOUNT);
  const [timeZone, setTimeZone] = useState(defaultTimeZone);
  const [fileError, setFileError] = useState<string | null>(null);

  const submit = async () => {
    if (!file) {
      setFileError('Choose a CSV file.');
      return;
    }
    const text = await file.text();
    if (text.length > MAX_UPLOAD_CHARS) {
      setFileError('This file is too large to upload: split it, or import it with npm run import -- journal.');
      return;
    }
    setFileError(null);
    setErrors({});
    importer.mutate({ fileName: file.name, text, format, account: account.trim() || DEFAULT_ACCOUNT, timeZone });
  };

  const problem = fileError ?? errors.text ?? errors.fileName;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        Import executions
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        CSV or tab-separated, one fill per line: Date, Time, Symbol, Quantity, Price and Side (B… or S…, or a negative
        quantity for a sell), optionally Commission, TransFee and ECNFee. Dates as mm/dd/yyyy, yyyy-mm-dd or yyyymmdd.
        Options as OCC symbols (AAPL 261218C00250000) or as brokers write them (AAPL 12/18/2026 250 C). Importing the
        same file again adds nothing.
      </Typography>
      <Box
        component="form"
        aria-label="Import executions"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Stack spacing={0.5}>
          <Button component="label" variant="outlined" startIcon={<UploadFile />} sx={{ justifyContent: 'flex-start' }}>
            {file ? file.name : 'Choose a file'}
            <input
              hidden
              type="file"
              accept=".csv,.tsv,.txt,text/csv,text/plain"
              aria-label="CSV file"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setFileError(null);
                importer.reset();
              }}
            />
          </Button>
        </Stack>
        <TextField
          select
          size="small"
          label="Format"
          value={format}
          onChange={(e) => setFormat(e.target.value as JournalFormat)}
        >
          {JOURNAL_FORMATS.map((f) => (
            <MenuItem key={f} value={f}>
              {FORMAT_LABELS[f]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Account"
          value={account}
          onChange={(e) => setAccount(e.target.value)}
          error={!!errors.account}
          helperText={errors.account ?? 'For rows without an Account column'}
        />
        <TextField
          size="small"
          label="Time zone of the file"
          value={timeZone}
          onChange={(e) => setTimeZone(e.target.value)}
          error={!!errors.timeZone}
          helperText={errors.timeZone ?? 'IANA name, e.g. America/New_York'}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={importer.isPending}>
            {importer.isPending ? 'Importing…' : 'Import'}
          </Button>
        </Box>
      </Box>
      {problem ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      ) : null}
      {importer.data ? (
        <Alert severity="success" sx={{ mt: 2 }}>
          {importer.data.message} Accounts: {importer.data.accounts.join(', ')}.
        </Alert>
      ) : null}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
        Example:
      </Typography>
      <Box
        component="pre"
        sx={{ m: 0, p: 1, fontSize: 12, overflowX: 'auto', bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {SAMPLE}
      </Box>
    </Paper>
  );
}
