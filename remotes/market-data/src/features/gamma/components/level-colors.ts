import type { Theme } from '@mui/material/styles';
import type { LevelId } from '../gex-data';

/** One colour per marked level, the same on every chart and in the key figures. */
export function levelColors(theme: Theme): Record<LevelId, string> {
  return {
    spot: theme.palette.text.primary,
    callWall: theme.palette.success.main,
    putWall: theme.palette.error.main,
    zeroGamma: theme.palette.warning.main,
  };
}
