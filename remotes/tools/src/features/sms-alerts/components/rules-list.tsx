import type { AlertRule } from '@flowdeck/endpoints/sms-alerts';
import type { AlertFilter } from '@flowdeck/endpoints/user-settings';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Box, IconButton, Stack, Switch, Tooltip, Typography } from '@mui/material';
import type { ScreenChoice } from '../api/get-screens';
import { deliveryLabel, describeRule, kindLabel } from '../rule-text';

export interface RulesListProps {
  rules: AlertRule[];
  filters: readonly AlertFilter[];
  /** Presets and saved screens, for screen rules' names. */
  screens: readonly ScreenChoice[];
  disabled: boolean;
  onToggle: (index: number, enabled: boolean) => void;
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
}

/** One row per rule: what it watches, on/off, edit and delete. */
export function RulesList({ rules, filters, screens, disabled, onToggle, onEdit, onDelete }: RulesListProps) {
  if (rules.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        No rules yet. Add one to be texted (or alerted in Discord) about options flow from a saved filter, a price
        level, a big move, insider or politician trades in your tickers, or economic releases.
      </Typography>
    );
  return (
    <Stack role="list" aria-label="Alert rules" divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
      {rules.map((rule, index) => (
        <Stack
          key={rule.id}
          role="listitem"
          aria-label={rule.name}
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', py: 1 }}
        >
          <Switch
            checked={rule.enabled}
            disabled={disabled}
            onChange={(e) => onToggle(index, e.target.checked)}
            slotProps={{ input: { 'aria-label': `${rule.name} on` } }}
          />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
              {rule.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {kindLabel(rule.kind)} · {describeRule(rule, filters, screens)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {deliveryLabel(rule)}
            </Typography>
          </Box>
          <Tooltip title="Edit">
            <IconButton aria-label={`Edit ${rule.name}`} onClick={() => onEdit(index)} disabled={disabled}>
              <EditOutlined />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton aria-label={`Delete ${rule.name}`} onClick={() => onDelete(index)} disabled={disabled}>
              <DeleteOutline />
            </IconButton>
          </Tooltip>
        </Stack>
      ))}
    </Stack>
  );
}
