import {
  ALERT_RULE_KINDS,
  ALERT_RULE_NAME_MAX,
  PRICE_DIRECTIONS,
  RELEASE_IMPORTANCE,
  TRADE_DIRECTIONS,
  type AlertRule,
  type AlertRuleKind,
} from '@flowdeck/endpoints/sms-alerts';
import type { AlertFilter } from '@flowdeck/endpoints/user-settings';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { draftRule, kindLabel } from '../rule-text';

export interface RuleDialogProps {
  open: boolean;
  /** The rule being edited, or a new draft. */
  rule: AlertRule;
  isNew: boolean;
  filters: readonly AlertFilter[];
  /** The API's field errors for this rule (`name`, `symbol`, `level`…). */
  errors: Record<string, string>;
  saving: boolean;
  onSave: (rule: AlertRule) => void;
  onClose: () => void;
}

const symbolsText = (symbols: string[]) => symbols.join(', ');
const parseSymbols = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);

/** Add or edit one rule; the fields follow the rule's kind. */
export function RuleDialog({ open, rule, isNew, filters, errors, saving, onSave, onClose }: RuleDialogProps) {
  const [draft, setDraft] = useState<AlertRule>(rule);
  const [symbols, setSymbols] = useState('');
  const [number, setNumber] = useState('');
  useEffect(() => {
    setDraft(rule);
    setSymbols('symbols' in rule ? symbolsText(rule.symbols) : '');
    setNumber(
      rule.kind === 'price'
        ? rule.level > 0
          ? String(rule.level)
          : ''
        : rule.kind === 'move'
          ? String(rule.percent)
          : '',
    );
  }, [rule, open]);

  const changeKind = (kind: AlertRuleKind) => {
    const next = draftRule(kind, draft.id, filters);
    setDraft({ ...next, name: draft.name, enabled: draft.enabled });
    setSymbols('');
    setNumber(kind === 'move' ? '5' : '');
  };
  const patch = (changes: Partial<AlertRule>) => setDraft({ ...draft, ...changes } as AlertRule);

  const submit = () => {
    let rule: AlertRule = draft;
    if (rule.kind === 'insider' || rule.kind === 'politician' || rule.kind === 'news')
      rule = { ...rule, symbols: parseSymbols(symbols) };
    if (rule.kind === 'price') rule = { ...rule, level: Number(number) };
    if (rule.kind === 'move') rule = { ...rule, percent: Number(number) };
    onSave(rule);
  };

  const field = (name: string) => ({ error: Boolean(errors[name]), helperText: errors[name] });
  const noFilters = draft.kind === 'flow' && filters.length === 0;

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="rule-dialog-title">
      <DialogTitle id="rule-dialog-title">{isNew ? 'Add rule' : 'Edit rule'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label="Signal"
            value={draft.kind}
            onChange={(e) => changeKind(e.target.value as AlertRuleKind)}
            {...field('kind')}
          >
            {ALERT_RULE_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {kindLabel(kind)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Rule name"
            value={draft.name}
            onChange={(e) => patch({ name: e.target.value })}
            slotProps={{ htmlInput: { maxLength: ALERT_RULE_NAME_MAX } }}
            {...field('name')}
            helperText={errors['name'] ?? 'Starts each text, e.g. "Big NVDA calls".'}
          />
          {draft.kind === 'flow' ? (
            noFilters ? (
              <Alert severity="info">
                Flow rules text the trades of a saved flow filter. Save a filter on the Flows page first.
              </Alert>
            ) : (
              <TextField
                select
                label="Saved flow filter"
                value={draft.filterId}
                onChange={(e) => patch({ filterId: e.target.value })}
                {...field('filterId')}
              >
                {filters.map((f) => (
                  <MenuItem key={f.id} value={f.id}>
                    {f.name}
                  </MenuItem>
                ))}
              </TextField>
            )
          ) : null}
          {draft.kind === 'price' || draft.kind === 'move' ? (
            <TextField
              label="Ticker"
              value={draft.symbol}
              onChange={(e) => patch({ symbol: e.target.value.toUpperCase() })}
              {...field('symbol')}
            />
          ) : null}
          {draft.kind === 'price' ? (
            <Stack direction="row" spacing={1}>
              <TextField
                select
                label="Crosses"
                value={draft.direction}
                onChange={(e) => patch({ direction: e.target.value as (typeof PRICE_DIRECTIONS)[number] })}
                sx={{ minWidth: 120 }}
                {...field('direction')}
              >
                {PRICE_DIRECTIONS.map((d) => (
                  <MenuItem key={d} value={d}>
                    {d}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label="Price level"
                value={number}
                onChange={(e) => setNumber(e.target.value)}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                fullWidth
                {...field('level')}
              />
            </Stack>
          ) : null}
          {draft.kind === 'move' ? (
            <TextField
              label="Move from previous close (%)"
              value={number}
              onChange={(e) => setNumber(e.target.value)}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              {...field('percent')}
              helperText={errors['percent'] ?? 'Up or down; texts when the move first reaches it.'}
            />
          ) : null}
          {draft.kind === 'insider' || draft.kind === 'politician' ? (
            <>
              <TextField
                label="Watched tickers"
                value={symbols}
                onChange={(e) => setSymbols(e.target.value)}
                {...field('symbols')}
                helperText={errors['symbols'] ?? 'Separated by commas, e.g. NVDA, AAPL.'}
              />
              <TextField
                select
                label="Trades"
                value={draft.direction}
                onChange={(e) => patch({ direction: e.target.value as (typeof TRADE_DIRECTIONS)[number] })}
                {...field('direction')}
              >
                {TRADE_DIRECTIONS.map((d) => (
                  <MenuItem key={d} value={d}>
                    {d === 'any' ? 'Buys and sells' : d === 'buy' ? 'Buys only' : 'Sells only'}
                  </MenuItem>
                ))}
              </TextField>
            </>
          ) : null}
          {draft.kind === 'news' ? (
            <>
              <FormControlLabel
                control={
                  <Checkbox checked={draft.watchlist} onChange={(e) => patch({ watchlist: e.target.checked })} />
                }
                label="My watchlist (the Dashboard's)"
              />
              <TextField
                label={draft.watchlist ? 'Other watched tickers' : 'Watched tickers'}
                value={symbols}
                onChange={(e) => setSymbols(e.target.value)}
                {...field('symbols')}
                helperText={
                  errors['symbols'] ?? 'Texts when a headline marked major names one of them, e.g. NVDA, AAPL.'
                }
              />
            </>
          ) : null}
          {draft.kind === 'economic' ? (
            <TextField
              select
              label="Importance at least"
              value={draft.minImportance}
              onChange={(e) => patch({ minImportance: e.target.value as (typeof RELEASE_IMPORTANCE)[number] })}
              {...field('minImportance')}
            >
              {RELEASE_IMPORTANCE.map((i) => (
                <MenuItem key={i} value={i}>
                  {i}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={saving || noFilters}>
          {isNew ? 'Add rule' : 'Save rule'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
