import { LINK_GROUPS, type LinkGroup, type WidgetProps } from '@flowdeck/contract';
import type { WidgetCatalogEntry } from '@flowdeck/host-sdk';
import { Loading } from '@flowdeck/ui-kit';
import CloseIcon from '@mui/icons-material/Close';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import LinkIcon from '@mui/icons-material/Link';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import TuneIcon from '@mui/icons-material/Tune';
import {
  Alert,
  Box,
  Button,
  IconButton,
  ListItemText,
  Menu,
  MenuItem,
  Paper,
  Tooltip,
  Typography,
} from '@mui/material';
import { Component, type ErrorInfo, lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { WidgetSettingsDialog } from './widget-settings-dialog';

/** The class on a frame's header the grid drags by (the body stays clickable and scrollable). */
export const DRAG_HANDLE_CLASS = 'widget-drag-handle';

export const PHONE_MIN_HEIGHT = 160;
export const PHONE_MAX_HEIGHT = 480;

/** Colours of the link groups (1–4), so widgets that follow one symbol show it. */
export const LINK_COLORS: Record<LinkGroup, string> = { 1: '#4f8cff', 2: '#f5a524', 3: '#17c964', 4: '#f31260' };

class WidgetBoundary extends Component<
  { children: ReactNode; title: string; onRetry: () => void },
  { error: Error | null }
> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Widget "${this.props.title}" failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Unavailable
        message={`${this.props.title} stopped working.`}
        onRetry={() => {
          this.setState({ error: null });
          this.props.onRetry();
        }}
      />
    );
  }
}

function Unavailable({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert
      severity="warning"
      variant="outlined"
      sx={{ m: 1 }}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
}

/** Renders its children once the box has come near the screen (widgets load only when visible). */
function WhenVisible({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (seen || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [seen]);
  return (
    <Box ref={ref} sx={{ height: '100%', minHeight: 0 }}>
      {seen ? children : null}
    </Box>
  );
}

function WidgetBody({ entry, props }: { entry: WidgetCatalogEntry; props: WidgetProps }) {
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const { load, generation } = entry;
  // A new lazy component after a retry or a reload of the remote, so a failed import is tried again.
  const Lazy = useMemo(() => (load ? lazy(load) : null), [load, generation, attempt]); // eslint-disable-line react-hooks/exhaustive-deps
  if (entry.status === 'loading') return <Loading label={`Loading ${entry.surface.title}…`} />;
  if (entry.status === 'unavailable' || !Lazy)
    return (
      <Unavailable
        message={`${entry.surface.title} is unavailable right now.${entry.reason ? ` ${entry.reason}` : ''}`}
        onRetry={entry.retry}
      />
    );
  return (
    <WidgetBoundary
      title={entry.surface.title}
      onRetry={() => {
        // The answer it crashed on must not come back from the cache: queries no mounted widget or page
        // uses any more are dropped (they load again when asked for), then the widget mounts afresh.
        void queryClient.resetQueries({ type: 'inactive' });
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<Loading label={`Loading ${entry.surface.title}…`} />}>
        <Lazy {...props} />
      </Suspense>
    </WidgetBoundary>
  );
}

export interface WidgetFrameProps {
  /** Null: the saved layout names a widget no loaded remote declares (e.g. after a rollback). */
  entry: WidgetCatalogEntry | null;
  /** The title to show when the entry is unknown. */
  fallbackTitle: string;
  settings: Record<string, string>;
  link: LinkGroup | null;
  /** The symbol of the widget's link group, shown beside the link icon. */
  linkedSymbol: string | null;
  draggable: boolean;
  /** Phones: as tall as its content, between PHONE_MIN_HEIGHT and PHONE_MAX_HEIGHT (a grid cell elsewhere). */
  fit: boolean;
  /** False for guests: no link, settings or remove buttons (a widget may still change its settings for the visit). */
  editable: boolean;
  onSetting: (key: string, value: string) => void;
  onLink: (link: LinkGroup | null) => void;
  onRemove: () => void;
}

/** One widget on the dashboard: its header (drag handle, link group, settings, page link, remove) and its body. */
export function WidgetFrame(props: WidgetFrameProps) {
  const { entry, settings, link } = props;
  const title = entry?.surface.title ?? props.fallbackTitle;
  const [linkMenu, setLinkMenu] = useState<HTMLElement | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const declared = entry?.surface.settings ?? [];
  const editable = declared.filter((setting) => setting.kind !== 'text');
  const linkable = declared.some((setting) => setting.kind === 'symbol');
  const widgetProps = useMemo<WidgetProps>(
    () => ({ settings, setSetting: props.onSetting }),
    [settings, props.onSetting],
  );

  return (
    <Paper
      component="section"
      // "<title> widget": the widget's own content may be a region named after its title too.
      aria-label={`${title} widget`}
      variant="outlined"
      sx={{
        ...(props.fit ? { minHeight: PHONE_MIN_HEIGHT, maxHeight: PHONE_MAX_HEIGHT } : { height: '100%' }),
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        minWidth: 0,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          pl: 1,
          pr: 0.5,
          py: 0.25,
          borderBottom: 1,
          borderColor: 'divider',
          minHeight: 40,
        }}
      >
        <Box
          className={props.draggable ? DRAG_HANDLE_CLASS : undefined}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            flex: 1,
            minWidth: 0,
            cursor: props.draggable ? 'grab' : 'default',
          }}
        >
          {props.draggable ? <DragIndicatorIcon fontSize="small" sx={{ color: 'text.disabled' }} aria-hidden /> : null}
          <Typography variant="subtitle2" component="h2" noWrap>
            {title}
          </Typography>
          {link !== null && props.linkedSymbol ? (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
              <Box
                component="span"
                aria-hidden
                sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: LINK_COLORS[link], flexShrink: 0 }}
              />
              <Typography variant="caption" sx={{ fontWeight: 700 }} noWrap>
                {props.linkedSymbol}
              </Typography>
            </Box>
          ) : null}
        </Box>
        {linkable && props.editable ? (
          <Tooltip title={link === null ? 'Link to a group' : `Linked: group ${link}`}>
            <IconButton
              size="small"
              aria-label={link === null ? `Link ${title}` : `${title}: link group ${link}`}
              onClick={(e) => setLinkMenu(e.currentTarget)}
              sx={{ color: link === null ? 'text.secondary' : LINK_COLORS[link] }}
            >
              <LinkIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
        {editable.length > 0 && props.editable ? (
          <Tooltip title="Settings">
            <IconButton size="small" aria-label={`${title} settings`} onClick={() => setSettingsOpen(true)}>
              <TuneIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
        {entry?.surface.page ? (
          <Tooltip title={`Open ${title}`}>
            <IconButton
              size="small"
              aria-label={`Open the page of ${title}`}
              component={RouterLink}
              to={entry.surface.page}
            >
              <OpenInNewIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
        {props.editable ? (
          <Tooltip title="Remove">
            <IconButton size="small" aria-label={`Remove ${title}`} onClick={props.onRemove}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
      </Box>
      <Box sx={{ flex: '1 1 auto', minHeight: props.fit ? PHONE_MIN_HEIGHT - 41 : 0, overflow: 'auto' }}>
        {entry ? (
          <WhenVisible>
            <WidgetBody entry={entry} props={widgetProps} />
          </WhenVisible>
        ) : (
          <Unavailable message={`${title} is not available in this version of the app.`} />
        )}
      </Box>
      <Menu anchorEl={linkMenu} open={linkMenu !== null} onClose={() => setLinkMenu(null)}>
        {LINK_GROUPS.map((group) => (
          <MenuItem
            key={group}
            selected={group === link}
            onClick={() => {
              props.onLink(group);
              setLinkMenu(null);
            }}
          >
            <Box
              component="span"
              sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: LINK_COLORS[group], mr: 1.5 }}
            />
            <ListItemText primary={`Group ${group}`} />
          </MenuItem>
        ))}
        <MenuItem
          selected={link === null}
          onClick={() => {
            props.onLink(null);
            setLinkMenu(null);
          }}
        >
          <ListItemText primary="Not linked" />
        </MenuItem>
      </Menu>
      {settingsOpen ? (
        <WidgetSettingsDialog
          title={title}
          declared={editable}
          values={settings}
          onClose={() => setSettingsOpen(false)}
          onSave={(values) => {
            for (const [key, value] of Object.entries(values)) if (value !== settings[key]) props.onSetting(key, value);
            setSettingsOpen(false);
          }}
        />
      ) : null}
    </Paper>
  );
}
