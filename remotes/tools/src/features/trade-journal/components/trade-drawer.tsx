import { LABEL_MAX, NOTES_MAX, TAGS_MAX, type TradeView } from '@flowdeck/endpoints/journal';
import { useNotify } from '@flowdeck/host-sdk';
import { valueColor } from '@flowdeck/ui-kit';
import CloseIcon from '@mui/icons-material/Close';
import {
  Autocomplete,
  Box,
  Button,
  Chip,
  Divider,
  Drawer,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useUpdateTrade } from '../api/journal-mutations';
import { formatDateTime, formatHolding, formatPl } from '../journal-format';

function Figure({ label, value, color }: { label: string; value: string; color?: string | undefined }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, color }}>
        {value}
      </Typography>
    </Box>
  );
}

function NotesForm({ trade, knownTags }: { trade: TradeView; knownTags: readonly string[] }) {
  const notify = useNotify();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateTrade((error) => setErrors(error.fieldErrors));
  const [notes, setNotes] = useState(trade.notes);
  const [tags, setTags] = useState<string[]>(trade.tags);
  const [setup, setSetup] = useState(trade.setup ?? '');
  const [mistake, setMistake] = useState(trade.mistake ?? '');
  const [risk, setRisk] = useState(trade.risk === null ? '' : String(trade.risk));
  const riskNumber = risk.trim() === '' ? null : Number(risk);
  const riskError =
    riskNumber !== null && !(riskNumber > 0) ? 'Enter the planned risk in dollars, above zero.' : undefined;

  const save = () => {
    if (riskError) return;
    setErrors({});
    update.mutate(
      { id: trade.id, notes: { notes, tags, setup, mistake, risk: riskNumber } },
      { onSuccess: (saved) => saved && notify('Trade notes saved', 'success') },
    );
  };

  return (
    <Stack
      spacing={2}
      component="form"
      aria-label="Trade notes"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Setup"
          size="small"
          value={setup}
          onChange={(e) => setSetup(e.target.value)}
          slotProps={{ htmlInput: { maxLength: LABEL_MAX } }}
          error={!!errors.setup}
          helperText={errors.setup}
          fullWidth
        />
        <TextField
          label="Mistake"
          size="small"
          value={mistake}
          onChange={(e) => setMistake(e.target.value)}
          slotProps={{ htmlInput: { maxLength: LABEL_MAX } }}
          error={!!errors.mistake}
          helperText={errors.mistake}
          fullWidth
        />
      </Stack>
      <Autocomplete
        multiple
        freeSolo
        options={knownTags.filter((t) => !tags.includes(t))}
        value={tags}
        onChange={(_e, value) =>
          setTags(
            value
              .map((v) => v.trim())
              .filter(Boolean)
              .slice(0, TAGS_MAX),
          )
        }
        renderValue={(value, getItemProps) =>
          value.map((option, index) => <Chip size="small" label={option} {...getItemProps({ index })} key={option} />)
        }
        renderInput={(params) => (
          <TextField
            {...params}
            size="small"
            label="Tags"
            helperText={errors.tags ?? 'Type a tag and press Enter'}
            error={!!errors.tags}
          />
        )}
      />
      <TextField
        label="Planned risk ($)"
        size="small"
        value={risk}
        onChange={(e) => setRisk(e.target.value)}
        error={!!(riskError ?? errors.risk)}
        helperText={riskError ?? errors.risk ?? 'Initial stop distance × size; gives the trade its R multiple'}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <TextField
        label="Notes"
        multiline
        minRows={3}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        slotProps={{ htmlInput: { maxLength: NOTES_MAX } }}
        error={!!errors.notes}
        helperText={errors.notes}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save notes'}
        </Button>
      </Box>
    </Stack>
  );
}

/** One trade: its figures, legs and exits, and what the trader writes about it. */
export function TradeDrawer({
  trade,
  timeZone,
  knownTags,
  onClose,
}: {
  trade: TradeView | null;
  timeZone: string;
  knownTags: readonly string[];
  onClose: () => void;
}) {
  return (
    <Drawer
      anchor="right"
      open={trade !== null}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 460 }, p: 2 } } }}
    >
      {trade ? (
        <Stack spacing={2} role="dialog" aria-label={`Trade ${trade.underlying}`}>
          <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <Box>
              <Typography variant="h6" component="h2">
                {trade.underlying} · {trade.strategy}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {trade.account} · {formatDateTime(trade.openedAt, timeZone)}
                {trade.closedAt ? ` → ${formatDateTime(trade.closedAt, timeZone)}` : ' · still open'}
              </Typography>
            </Box>
            <IconButton aria-label="Close trade" onClick={onClose}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1.5 }}>
            <Figure label="Net P/L" value={formatPl(trade.net)} color={valueColor(trade.net)} />
            <Figure label="Gross P/L" value={formatPl(trade.gross)} />
            <Figure label="Fees" value={formatPl(-trade.fees)} />
            <Figure label="Held" value={formatHolding(trade.holdingSeconds)} />
            <Figure label="R multiple" value={trade.r === null ? '—' : `${trade.r.toFixed(2)} R`} />
            <Figure label="Size" value={String(trade.maxQuantity)} />
            <Figure label="MAE" value={trade.mae === null ? '—' : formatPl(trade.mae)} />
            <Figure label="MFE" value={trade.mfe === null ? '—' : formatPl(trade.mfe)} />
            <Figure label="Entry / exit" value={`${trade.entryPrice} / ${trade.exitPrice ?? '—'}`} />
          </Box>
          {trade.mae === null && trade.kind === 'stock' && trade.closedAt ? (
            <Typography variant="caption" color="text.secondary">
              MAE and MFE need one-minute bars of {trade.underlying} for the time the trade was open; the app holds none
              for it.
            </Typography>
          ) : null}
          <Divider />
          <Typography variant="subtitle2" component="h3">
            Legs
          </Typography>
          <Stack spacing={0.5}>
            {trade.legs.map((leg) => (
              <Typography key={leg.symbol} variant="body2">
                {leg.side === 'buy' ? 'Bought' : 'Sold'} {leg.quantity} {leg.description}
                {leg.position !== 0 ? ` (open: ${leg.position})` : ''}
              </Typography>
            ))}
          </Stack>
          <Divider />
          <NotesForm key={trade.id} trade={trade} knownTags={knownTags} />
        </Stack>
      ) : null}
    </Drawer>
  );
}
