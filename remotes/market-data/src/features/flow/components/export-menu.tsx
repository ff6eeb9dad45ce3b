import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Button, CircularProgress, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import type { FlowRowStore } from '../flow-rows';
import { useFlowRowsValue } from '../hooks/use-flow-rows';

export interface ExportMenuProps {
  store: FlowRowStore;
  exportingExcel: boolean;
  onCsv: () => void;
  onExcel: () => void;
}

/** CSV (built in the browser) or Excel (written by the API) of the rows shown, in the columns shown. */
export function ExportMenu({ store, exportingExcel, onCsv, onExcel }: ExportMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const rows = useFlowRowsValue(store, (snapshot) => snapshot.rows.length);
  const count = `${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'}`;
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        startIcon={exportingExcel ? <CircularProgress size={14} aria-hidden /> : <FileDownloadIcon fontSize="small" />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        disabled={exportingExcel}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {exportingExcel ? 'Exporting…' : 'Export'}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem
          disabled={rows === 0}
          onClick={() => {
            close();
            onCsv();
          }}
        >
          <ListItemText primary="Download CSV" secondary={count} />
        </MenuItem>
        <MenuItem
          disabled={rows === 0}
          onClick={() => {
            close();
            onExcel();
          }}
        >
          <ListItemText primary="Download Excel" secondary={count} />
        </MenuItem>
      </Menu>
    </>
  );
}
