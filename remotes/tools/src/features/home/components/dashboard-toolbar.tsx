import { type Dashboard, DASHBOARD_NAME_MAX, type WidgetId } from '@flowdeck/contract';
import type { WidgetCatalogEntry } from '@flowdeck/host-sdk';
import AddIcon from '@mui/icons-material/Add';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Menu,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';

/** Remote ids as a subscriber reads them. */
const AREA: Record<string, string> = {
  'market-data': 'Market data',
  trackers: 'Trackers and research',
  tools: 'Tools',
  account: 'Account',
};

function NameDialog({
  title,
  initial,
  onSave,
  onClose,
}: {
  title: string;
  initial: string;
  onSave: (name: string) => void;
  onClose: () => void;
}) {
  const [name, setName] = useState(initial);
  const trimmed = name.trim();
  const valid = trimmed.length > 0 && trimmed.length <= DASHBOARD_NAME_MAX;
  return (
    <Dialog open onClose={onClose} aria-labelledby="dashboard-name-title" fullWidth maxWidth="xs">
      <DialogTitle id="dashboard-name-title">{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          label="Dashboard name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={!valid && name !== ''}
          helperText={`1–${DASHBOARD_NAME_MAX} characters`}
          sx={{ mt: 1 }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && valid) onSave(trimmed);
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!valid} onClick={() => onSave(trimmed)}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function AddWidgetDialog({
  catalog,
  onAdd,
  onClose,
}: {
  catalog: readonly WidgetCatalogEntry[];
  onAdd: (widget: WidgetId) => void;
  onClose: () => void;
}) {
  const areas = [...new Set(catalog.map((entry) => entry.surface.remote))];
  return (
    <Dialog open onClose={onClose} aria-labelledby="add-widget-title" fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle id="add-widget-title">Add widget</DialogTitle>
      <DialogContent dividers>
        {catalog.length === 0 ? (
          <Typography color="text.secondary">No widgets are available right now.</Typography>
        ) : null}
        {areas.map((area) => (
          <Box key={area} sx={{ mb: 2 }}>
            <Typography variant="overline" component="h3" color="text.secondary">
              {AREA[area] ?? area}
            </Typography>
            <List dense disablePadding aria-label={AREA[area] ?? area}>
              {catalog
                .filter((entry) => entry.surface.remote === area)
                .map((entry) => (
                  <ListItemButton
                    key={entry.surface.id}
                    disabled={entry.status === 'unavailable'}
                    onClick={() => onAdd(entry.surface.id)}
                  >
                    <ListItemText
                      primary={entry.surface.title}
                      secondary={entry.status === 'unavailable' ? 'Unavailable right now' : entry.surface.description}
                    />
                  </ListItemButton>
                ))}
            </List>
          </Box>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function newId(dashboards: readonly Dashboard[]): string {
  const ids = new Set(dashboards.map((d) => d.id));
  for (let n = 2; ; n++) if (!ids.has(`dashboard-${n}`)) return `dashboard-${n}`;
}

export interface DashboardToolbarProps {
  /** Guests see the dashboards but cannot change them. */
  readOnly: boolean;
  dashboards: readonly Dashboard[];
  active: Dashboard;
  max: number;
  catalog: readonly WidgetCatalogEntry[];
  saving: boolean;
  onSelect: (id: string) => void;
  onCreate: (dashboard: Dashboard) => void;
  onRename: (name: string) => void;
  onDelete: () => void;
  onReset: () => void;
  onAdd: (widget: WidgetId) => void;
  newDashboard: (id: string, name: string) => Dashboard;
}

/** The named dashboards (tabs), and adding widgets, renaming, resetting and deleting. */
export function DashboardToolbar(props: DashboardToolbarProps) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'add' | 'create' | 'rename' | null>(null);
  const close = () => setDialog(null);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
      <Box
        role="tablist"
        aria-label="Dashboards"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, flex: 1, minWidth: 0 }}
      >
        {props.dashboards.map((dashboard) => (
          <Chip
            key={dashboard.id}
            role="tab"
            aria-selected={dashboard.id === props.active.id}
            label={dashboard.name}
            color={dashboard.id === props.active.id ? 'primary' : 'default'}
            variant={dashboard.id === props.active.id ? 'filled' : 'outlined'}
            onClick={() => props.onSelect(dashboard.id)}
          />
        ))}
        {props.saving ? (
          <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'center' }} role="status">
            Saving…
          </Typography>
        ) : null}
      </Box>
      {props.readOnly ? null : (
        <>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog('add')}>
            Add widget
          </Button>
          <IconButton aria-label="Dashboard options" onClick={(e) => setMenu(e.currentTarget)}>
            <MoreVertIcon />
          </IconButton>
        </>
      )}
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem
          disabled={props.dashboards.length >= props.max}
          onClick={() => {
            setMenu(null);
            setDialog('create');
          }}
        >
          New dashboard
        </MenuItem>
        <MenuItem
          onClick={() => {
            setMenu(null);
            setDialog('rename');
          }}
        >
          Rename dashboard
        </MenuItem>
        <MenuItem
          onClick={() => {
            setMenu(null);
            props.onReset();
          }}
        >
          Reset to default
        </MenuItem>
        <MenuItem
          disabled={props.dashboards.length <= 1}
          onClick={() => {
            setMenu(null);
            props.onDelete();
          }}
        >
          Delete dashboard
        </MenuItem>
      </Menu>
      {dialog === 'add' ? (
        <AddWidgetDialog
          catalog={props.catalog}
          onClose={close}
          onAdd={(widget) => {
            props.onAdd(widget);
            close();
          }}
        />
      ) : null}
      {dialog === 'create' ? (
        <NameDialog
          title="New dashboard"
          initial=""
          onClose={close}
          onSave={(name) => {
            props.onCreate(props.newDashboard(newId(props.dashboards), name));
            close();
          }}
        />
      ) : null}
      {dialog === 'rename' ? (
        <NameDialog
          title="Rename dashboard"
          initial={props.active.name}
          onClose={close}
          onSave={(name) => {
            props.onRename(name);
            close();
          }}
        />
      ) : null}
    </Box>
  );
}
