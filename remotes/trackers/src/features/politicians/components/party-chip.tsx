import { Chip, Tooltip } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { Chamber, Party } from '../api/types';
import { PARTY_COLORS, PARTY_LABELS } from '../constants';
import { affiliationLabel } from '../format';

export interface PartyChipProps {
  party: Party;
  chamber: Chamber;
  state: string;
  district: string | null;
}

/** Party, chamber and seat in the party's colour: "D · House · CA-11". */
export function PartyChip(member: PartyChipProps) {
  const color = PARTY_COLORS[member.party];
  return (
    <Tooltip title={`${PARTY_LABELS[member.party]}, ${member.chamber}`}>
      <Chip
        size="small"
        label={affiliationLabel(member)}
        sx={{
          height: 20,
          fontSize: 11,
          fontWeight: 600,
          color,
          bgcolor: alpha(color, 0.12),
          border: `1px solid ${alpha(color, 0.35)}`,
          '& .MuiChip-label': { px: 0.75 },
        }}
      />
    </Tooltip>
  );
}
