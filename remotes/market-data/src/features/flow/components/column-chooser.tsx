import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { Box, Button, Checkbox, Divider, FormControlLabel, FormGroup, Popover, Typography } from '@mui/material';
import { memo, useId, useState } from 'react';
import { FLOW_COLUMNS, type FlowColumnId } from '../flow-columns';

export interface ColumnChooserProps {
  chosen: readonly FlowColumnId[];
  onToggle: (id: FlowColumnId) => void;
  onReset: () => void;
}

/** Which columns the table shows (remembered in this browser); the last one cannot be hidden. */
export const ColumnChooser = memo(function ColumnChooser({ chosen, onToggle, onReset }: ColumnChooserProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        startIcon={<ViewColumnIcon fontSize="small" />}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Columns
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { p: 1.5, width: 280 } } }}
      >
        <Typography id={titleId} variant="subtitle2" sx={{ mb: 0.5 }}>
          Columns
        </Typography>
        <FormGroup sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 1 }}>
          {FLOW_COLUMNS.map((column) => {
            const checked = chosen.includes(column.id);
            return (
              <FormControlLabel
                key={column.id}
                label={<Typography variant="body2">{column.label}</Typography>}
                title={column.title}
                control={
                  <Checkbox
                    size="small"
                    checked={checked}
                    disabled={checked && chosen.length === 1}
                    onChange={() => onToggle(column.id)}
                    slotProps={{ input: { 'aria-label': column.title } }}
                  />
                }
                sx={{ mr: 0 }}
              />
            );
          })}
        </FormGroup>
        <Divider sx={{ my: 1 }} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button size="small" onClick={onReset}>
            Reset to default
          </Button>
        </Box>
      </Popover>
    </>
  );
});
