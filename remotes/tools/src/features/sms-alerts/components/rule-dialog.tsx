import { DISCORD_BOT_PATH } from '@flowdeck/contract';
import {
  ALERT_RULE_KINDS,
  ALERT_RULE_NAME_MAX,
  DISCORD_ADD_ON_REQUIRED,
  EARNINGS_SURPRISES,
  PRICE_DIRECTIONS,
  RELEASE_IMPORTANCE,
  SCANNER_ALERT_EVENT_LABELS,
  SCANNER_ALERT_EVENTS,
  SCREEN_CHANGES,
  TRADE_DIRECTIONS,
  type AlertRule,
  type AlertRuleKind,
  type AnalystAlertRule,
} from '@flowdeck/endpoints/sms-alerts';
import { RATING_ACTION_LABELS, RATING_ACTIONS } from '@flowdeck/endpoints/analyst-ratings';
import type { AlertFilter } from '@flowdeck/endpoints/user-settings';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Link,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ScreenChoice } from '../api/get-screens';
import { draftRule, kindLabel } from '../rule-text';

export interface RuleDialogProps {
  open: boolean;
  /** The rule being edited, or a new draft. */
  rule: AlertRule;
  isNew: boolean;
  filters: readonly AlertFilter[];
  /** Presets and the user's saved screens, for screen rules. */
  screens: readonly ScreenChoice[];
  /** The API's field errors for this rule (`name`, `symbol`, `level`…). */
  errors: Record<string, string>;
  /** The user has the Discord Bot add-on: only then can a rule choose Discord. */
  discordAddOn: boolean;
  saving: boolean;
  onSave: (rule: AlertRule) => void;
  onClose: () => void;
}

type RatingAction = AnalystAlertRule['actions'][number];

const symbolsText = (symbols: string[]) => symbols.join(', ');
/** Empty: no minimum; anything else goes to the API as a number (it answers for what is not one). */
const optionalNumber = (text: string) => (text.trim() === '' ? null : Number(text));
const parseSymbols = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);

/** "My watchlist" and the tickers typed beside it: what news, analyst, scanner and earnings rules watch. */
function WatchedTickers(props: {
  watchlist: boolean;
  onWatchlist: (watchlist: boolean) => void;
  symbols: string;
  onSymbols: (symbols: string) => void;
  error: string | undefined;
  hint: string;
}) {
  return (
    <>
      <FormControlLabel
        control={<Checkbox checked={props.watchlist} onChange={(e) => props.onWatchlist(e.target.checked)} />}
        label="My watchlist (the Dashboard's)"
      />
      <TextField
        label={props.watchlist ? 'Other watched tickers' : 'Watched tickers'}
        value={props.symbols}
        onChange={(e) => props.onSymbols(e.target.value)}
        error={Boolean(props.error)}
        helperText={props.error ?? props.hint}
      />
    </>
  );
}

/** Add or edit one rule; the fields follow the rule's kind. */
export function RuleDialog({
  open,
  rule,
  isNew,
  filters,
  screens,
  errors,
  discordAddOn,
  saving,
  onSave,
  onClose,
}: RuleDialogProps) {
  const [draft, setDraft] = useState<AlertRule>(rule);
  const [symbols, setSymbols] = useState('');
  const [number, setNumber] = useState('');
  // An analyst rule's firms and minimums, as typed.
  const [firms, setFirms] = useState('');
  const [minUpside, setMinUpside] = useState('');
  const [minSuccess, setMinSuccess] = useState('');
  useEffect(() => {
    setDraft(rule);
    setSymbols('symbols' in rule ? symbolsText(rule.symbols) : '');
    setFirms(rule.kind === 'analyst' ? rule.firms.join(', ') : '');
    setMinUpside(rule.kind === 'analyst' && rule.minUpside !== null ? String(rule.minUpside) : '');
    setMinSuccess(rule.kind === 'analyst' && rule.minSuccess !== null ? String(rule.minSuccess) : '');
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
    setDraft({ ...next, name: draft.name, enabled: draft.enabled, sms: draft.sms, discord: draft.discord });
    setSymbols('');
    setNumber(kind === 'move' ? '5' : '');
  };
  const patch = (changes: Partial<AlertRule>) => setDraft({ ...draft, ...changes } as AlertRule);

  const submit = () => {
    let rule: AlertRule = draft;
    if ('symbols' in rule) rule = { ...rule, symbols: parseSymbols(symbols) };
    if (rule.kind === 'analyst')
      rule = {
        ...rule,
        firms: firms
          .split(',')
          .map((f) => f.trim())
          .filter(Boolean),
        minUpside: optionalNumber(minUpside),
        minSuccess: optionalNumber(minSuccess),
      };
    if (rule.kind === 'price') rule = { ...rule, level: Number(number) };
    if (rule.kind === 'move') rule = { ...rule, percent: Number(number) };
    onSave(rule);
  };

  const field = (name: string) => ({ error: Boolean(errors[name]), helperText: errors[name] });
  /** The watchlist box and the tickers field, with what an empty field means for this kind of rule. */
  const watchedTickers = (hint: string) =>
    'watchlist' in draft ? (
      <WatchedTickers
        watchlist={draft.watchlist}
        onWatchlist={(watchlist) => patch({ watchlist })}
        symbols={symbols}
        onSymbols={setSymbols}
        error={errors['symbols']}
        hint={hint}
      />
    ) : null;
  const noFilters = draft.kind === 'flow' && filters.length === 0;
  const texted = draft.sms !== false;
  const posted = draft.discord === true;
  const nowhere = !texted && !posted;
  const deliveryError = errors['sms'] ?? errors['discord'];

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
          {draft.kind === 'news'
            ? watchedTickers('Alerts when a headline marked major names one of them, e.g. NVDA, AAPL.')
            : null}
          {draft.kind === 'analyst' ? (
            <>
              <TextField
                select
                label="Actions"
                value={draft.actions}
                onChange={(e) => {
                  const value = e.target.value as unknown as RatingAction[] | string;
                  patch({ actions: (typeof value === 'string' ? value.split(',') : value) as RatingAction[] });
                }}
                slotProps={{
                  select: {
                    multiple: true,
                    renderValue: (selected) =>
                      (selected as RatingAction[]).length === 0
                        ? 'Every action'
                        : (selected as RatingAction[]).map((a) => RATING_ACTION_LABELS[a]).join(', '),
                    displayEmpty: true,
                  },
                  inputLabel: { shrink: true },
                }}
                {...field('actions')}
              >
                {RATING_ACTIONS.map((action) => (
                  <MenuItem key={action} value={action}>
                    {RATING_ACTION_LABELS[action]}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label="Firms"
                value={firms}
                onChange={(e) => setFirms(e.target.value)}
                {...field('firms')}
                helperText={errors['firms'] ?? 'Separated by commas; empty for every firm.'}
              />
              {watchedTickers('Empty (and no watchlist) for every ticker.')}
              <Stack direction="row" spacing={1}>
                <TextField
                  label="Min upside (%)"
                  value={minUpside}
                  onChange={(e) => setMinUpside(e.target.value)}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  {...field('minUpside')}
                />
                <TextField
                  label="Min firm success (%)"
                  value={minSuccess}
                  onChange={(e) => setMinSuccess(e.target.value)}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  {...field('minSuccess')}
                />
              </Stack>
            </>
          ) : null}
          {draft.kind === 'scanner' ? (
            <>
              <FormGroup aria-label="Scanner signals">
                {SCANNER_ALERT_EVENTS.map((event) => (
                  <FormControlLabel
                    key={event}
                    control={
                      <Checkbox
                        checked={draft.events.includes(event)}
                        onChange={(e) =>
                          patch({
                            events: e.target.checked
                              ? SCANNER_ALERT_EVENTS.filter((x) => x === event || draft.events.includes(x))
                              : draft.events.filter((x) => x !== event),
                          })
                        }
                      />
                    }
                    label={SCANNER_ALERT_EVENT_LABELS[event]}
                  />
                ))}
              </FormGroup>
              {errors['events'] ? <Alert severity="error">{errors['events']}</Alert> : null}
              <FormControlLabel
                control={
                  <Checkbox
                    checked={draft.confirmedOnly}
                    onChange={(e) => patch({ confirmedOnly: e.target.checked })}
                  />
                }
                label="Only breaks confirmed by volume"
              />
              {watchedTickers('Empty (and no watchlist) for every ticker.')}
            </>
          ) : null}
          {draft.kind === 'screen' ? (
            <>
              <TextField
                select
                label="Screen"
                value={draft.screenId}
                onChange={(e) => patch({ screenId: e.target.value })}
                {...field('screenId')}
                helperText={errors['screenId'] ?? 'A screener preset, or a screen saved on the Screener page.'}
              >
                {screens.map((screen) => (
                  <MenuItem key={screen.id} value={screen.id}>
                    {screen.name}
                  </MenuItem>
                ))}
              </TextField>
              <FormGroup aria-label="Screen changes">
                {SCREEN_CHANGES.map((change) => (
                  <FormControlLabel
                    key={change}
                    control={
                      <Checkbox
                        checked={draft.changes.includes(change)}
                        onChange={(e) =>
                          patch({
                            changes: e.target.checked
                              ? SCREEN_CHANGES.filter((x) => x === change || draft.changes.includes(x))
                              : draft.changes.filter((x) => x !== change),
                          })
                        }
                      />
                    }
                    label={change === 'enter' ? 'A symbol enters the screen' : 'A symbol leaves the screen'}
                  />
                ))}
              </FormGroup>
              {errors['changes'] ? <Alert severity="error">{errors['changes']}</Alert> : null}
            </>
          ) : null}
          {draft.kind === 'earnings' ? (
            <>
              {watchedTickers('Empty (and no watchlist) for every company that reports.')}
              <TextField
                select
                label="Reports"
                value={draft.surprise}
                onChange={(e) => patch({ surprise: e.target.value as (typeof EARNINGS_SURPRISES)[number] })}
                {...field('surprise')}
              >
                {EARNINGS_SURPRISES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {s === 'any' ? 'Every report' : s === 'beat' ? 'EPS beats only' : 'EPS misses only'}
                  </MenuItem>
                ))}
              </TextField>
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
          <FormControl component="fieldset" error={nowhere || Boolean(deliveryError)}>
            <FormLabel component="legend">Alert me by</FormLabel>
            <FormGroup row>
              <FormControlLabel
                control={<Checkbox checked={texted} onChange={(e) => patch({ sms: e.target.checked })} />}
                label="Text message"
              />
              <FormControlLabel
                control={
                  <Checkbox
                    checked={posted}
                    // Without the add-on a rule cannot choose Discord; one that has it can still drop it.
                    disabled={!discordAddOn && !posted}
                    onChange={(e) => patch({ discord: e.target.checked })}
                  />
                }
                label="Discord"
              />
            </FormGroup>
            <FormHelperText>
              {deliveryError ??
                (nowhere ? (
                  'Choose text, Discord or both.'
                ) : discordAddOn ? (
                  'Discord posts go to the channel of your Discord bot while it is on.'
                ) : (
                  <>
                    {DISCORD_ADD_ON_REQUIRED}{' '}
                    <Link component={RouterLink} to={DISCORD_BOT_PATH}>
                      About the Discord Bot
                    </Link>
                  </>
                ))}
            </FormHelperText>
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={saving || noFilters || nowhere}>
          {isNew ? 'Add rule' : 'Save rule'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
