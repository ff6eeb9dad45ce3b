/** Tighter cells on a phone, so four columns fit 375 px without a sideways scroll. */
export const COMPACT_TABLE = { '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } } } as const;
