import { Button, Chip, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { TICKER_PATTERN } from '@flowdeck/endpoints/ticker';
import { MAX_PEERS, type PeerState } from './peers';

/** Adds a peer by ticker; each chosen peer is a chip that removes it. */
export function PeerPicker({
  self,
  peers,
  onChange,
}: {
  self: string;
  peers: readonly PeerState[];
  onChange: (peers: string[]) => void;
}) {
  const [draft, setDraft] = useState('');
  const value = draft.trim().toUpperCase();
  const symbols = peers.map((p) => p.symbol);
  const problem =
    value === ''
      ? null
      : !TICKER_PATTERN.test(value)
        ? 'Letters, digits, "." or "-" (up to 12)'
        : value === self
          ? `${self} is the company itself`
          : symbols.includes(value)
            ? `${value} is already a peer`
            : null;
  const full = peers.length >= MAX_PEERS;
  const add = () => {
    if (value === '' || problem || full) return;
    onChange([...symbols, value]);
    setDraft('');
  };
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label="Add a peer"
        placeholder="e.g. MSFT"
        value={draft}
        disabled={full}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') add();
        }}
        error={problem !== null}
        helperText={problem ?? (full ? `At most ${MAX_PEERS} peers` : ' ')}
        slotProps={{ htmlInput: { 'aria-label': 'Peer ticker', style: { textTransform: 'uppercase' } } }}
        sx={{ width: 170 }}
      />
      <Button variant="outlined" onClick={add} disabled={full || value === '' || problem !== null}>
        Add
      </Button>
      <Stack
        component="ul"
        direction="row"
        aria-label="Peers"
        sx={{ gap: 1, flexWrap: 'wrap', pt: 0.5, m: 0, p: 0, listStyle: 'none' }}
      >
        {peers.map((peer) => {
          const remove = () => onChange(symbols.filter((s) => s !== peer.symbol));
          return (
            <li key={peer.symbol}>
              <Chip
                label={peer.note ? `${peer.symbol} · ${peer.note}` : peer.symbol}
                onClick={remove}
                onDelete={remove}
                aria-label={`Remove peer ${peer.symbol}`}
              />
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
