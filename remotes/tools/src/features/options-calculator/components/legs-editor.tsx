import { type LegKind, type Side, isOptionLeg } from '@flowdeck/options-math';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import {
  Alert,
  Box,
  Button,
  IconButton,
  InputAdornment,
  MenuItem,
  Stack,
  TextField,
  type TextFieldProps,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import { useId } from 'react';
import type { LegAnalysis } from '../hooks/use-strategy-analysis';
import type { LegDraft } from '../stores/calculator-state';
import type { IsoDate } from '../stores/iso-date';
import { type FieldErrors, type LegField, NO_LEGS_ERROR, legField } from '../stores/validation';
import { formatPrice } from '@flowdeck/ui-kit';
import { describeLeg, formatNumber } from './format';

export interface LegsEditorProps {
  legs: LegDraft[];
  errors: FieldErrors;
  /** Computed figures per leg id, when the inputs are valid. */
  analysis: ReadonlyMap<string, LegAnalysis>;
  symbol: string;
  /** The market volatility as typed (percent), shown where a leg has none of its own. */
  marketVolatility: string;
  today: IsoDate;
  canAdd: boolean;
  onAdd: () => void;
  onRemove: (id: string) => void;
  onChange: (id: string, changes: Partial<Omit<LegDraft, 'id'>>) => void;
}

const KINDS: { value: LegKind; label: string }[] = [
  { value: 'call', label: 'Call' },
  { value: 'put', label: 'Put' },
  { value: 'stock', label: 'Stock' },
];

interface LegRowProps extends Omit<LegsEditorProps, 'legs' | 'analysis' | 'canAdd' | 'onAdd'> {
  leg: LegDraft;
  number: number;
  figures: LegAnalysis | undefined;
}

function LegRow({ leg, number, figures, errors, symbol, marketVolatility, today, onRemove, onChange }: LegRowProps) {
  const theme = useTheme();
  const headingId = useId();
  const stock = leg.kind === 'stock';
  const error = (field: LegField) => errors[legField(leg.id, field)];
  const change = (changes: Partial<Omit<LegDraft, 'id'>>) => onChange(leg.id, changes);
  const sideColor = leg.side === 'long' ? theme.palette.success.main : theme.palette.error.main;

  const field = (name: LegField, label: string, extra: TextFieldProps = {}) => (
    <TextField
      label={label}
      size="small"
      value={leg[name]}
      onChange={(event) => change({ [name]: event.target.value })}
      error={Boolean(error(name))}
      helperText={error(name)}
      {...extra}
    />
  );

  const modelPremium = figures ? formatPrice(figures.entry) : '';
  const premiumIsAuto = leg.premium.trim() === '';

  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderLeft: `3px solid ${sideColor}`,
        borderRadius: 1,
        p: 1.5,
        bgcolor: alpha(sideColor, 0.03),
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1.5 }}>
        <Typography id={headingId} variant="subtitle2" component="h3" sx={{ flexShrink: 0, lineHeight: '20px' }}>
          Leg {number}
        </Typography>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="body2" noWrap sx={{ lineHeight: '20px' }}>
            {figures ? describeLeg(figures.leg, symbol) : ''}
          </Typography>
          {figures && isOptionLeg(figures.leg) ? (
            <Typography
              variant="caption"
              color="text.secondary"
              component="p"
              sx={{ fontVariantNumeric: 'tabular-nums' }}
            >
              Theo ${formatPrice(figures.value)} · Δ {formatNumber(figures.greeks.delta)} · Θ{' '}
              {formatNumber(figures.greeks.theta, 3)}/day
            </Typography>
          ) : null}
        </Box>
        <Tooltip title="Remove leg">
          <IconButton
            size="small"
            aria-label={`Remove leg ${number}`}
            onClick={() => onRemove(leg.id)}
            sx={{ mt: -0.5 }}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          aria-label="Side"
          value={leg.side}
          onChange={(_, side: Side | null) => {
            if (side) change({ side });
          }}
          sx={{ height: 40 }}
        >
          <ToggleButton
            value="long"
            sx={{ '&.Mui-selected': { color: 'success.main', bgcolor: alpha(theme.palette.success.main, 0.14) } }}
          >
            Buy
          </ToggleButton>
          <ToggleButton
            value="short"
            sx={{ '&.Mui-selected': { color: 'error.main', bgcolor: alpha(theme.palette.error.main, 0.14) } }}
          >
            Sell
          </ToggleButton>
        </ToggleButtonGroup>
        <TextField
          select
          label="Type"
          size="small"
          value={leg.kind}
          onChange={(event) => change({ kind: event.target.value as LegKind })}
        >
          {KINDS.map((kind) => (
            <MenuItem key={kind.value} value={kind.value}>
              {kind.label}
            </MenuItem>
          ))}
        </TextField>
        {field('quantity', stock ? 'Shares' : 'Contracts', { slotProps: { htmlInput: { inputMode: 'numeric' } } })}
        {stock
          ? null
          : field('strike', 'Strike', {
              slotProps: {
                htmlInput: { inputMode: 'decimal' },
                input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
              },
            })}
        {stock
          ? null
          : field('expiry', 'Expiry', {
              type: 'date',
              sx: { gridColumn: 'span 2' },
              slotProps: { inputLabel: { shrink: true }, htmlInput: { min: today } },
            })}
        {field('premium', stock ? 'Entry price' : 'Premium', {
          placeholder: modelPremium,
          slotProps: {
            htmlInput: { inputMode: 'decimal' },
            inputLabel: { shrink: true },
            input: {
              startAdornment: <InputAdornment position="start">$</InputAdornment>,
              ...(premiumIsAuto
                ? {}
                : {
                    endAdornment: (
                      <InputAdornment position="end">
                        <Tooltip title="Use the model price">
                          <IconButton
                            size="small"
                            edge="end"
                            aria-label={`Use the model price for leg ${number}`}
                            onClick={() => change({ premium: '' })}
                          >
                            <RestartAltIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      </InputAdornment>
                    ),
                  }),
            },
          },
        })}
        {stock
          ? null
          : field('volatility', 'IV', {
              placeholder: marketVolatility,
              slotProps: {
                htmlInput: { inputMode: 'decimal' },
                inputLabel: { shrink: true },
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
              },
            })}
      </Box>
    </Box>
  );
}

/** The legs of the position: each one editable, with its model price as the default premium. */
export function LegsEditor({ legs, analysis, canAdd, onAdd, errors, ...rest }: LegsEditorProps) {
  return (
    <Stack spacing={1.5}>
      {legs.map((leg, i) => (
        <LegRow key={leg.id} leg={leg} number={i + 1} figures={analysis.get(leg.id)} errors={errors} {...rest} />
      ))}
      {errors[NO_LEGS_ERROR] ? <Alert severity="info">{errors[NO_LEGS_ERROR]}</Alert> : null}
      <Box>
        <Button startIcon={<AddIcon />} onClick={onAdd} disabled={!canAdd} variant="outlined" size="small">
          Add leg
        </Button>
      </Box>
    </Stack>
  );
}
