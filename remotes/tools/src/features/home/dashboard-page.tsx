import {
  type Dashboard,
  type DashboardBreakpoint,
  type DashboardCell,
  type DashboardConfig,
  DASHBOARD_BREAKPOINTS,
  DASHBOARD_COLUMNS,
  DASHBOARD_ROW_HEIGHT,
  DASHBOARDS_MAX,
  type LinkGroup,
  type WidgetId,
  WIDGET_MAX_ROWS,
} from '@flowdeck/contract';
import { allows, useAbility, useAuthStore, useWidgetCatalog, type WidgetCatalogEntry } from '@flowdeck/host-sdk';
import { LoadError, Loading, PageHeader } from '@flowdeck/ui-kit';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useCallback, useMemo, useRef, useState } from 'react';
import { GridLayout, type Layout, useContainerWidth } from 'react-grid-layout';
import { useDashboardConfig, useSaveDashboardConfig } from './api/dashboard-config';
import { DashboardToolbar } from './components/dashboard-toolbar';
import { DRAG_HANDLE_CLASS, WidgetFrame } from './components/widget-frame';
import {
  addWidget,
  changeSetting,
  defaultDashboard,
  effectiveSettings,
  LAYOUT_BREAKPOINTS,
  type LayoutBreakpoint,
  layoutFor,
  phoneLayout,
  removeWidget,
  setLink,
  symbolKey,
  type WidgetShape,
  widthAt,
} from './layout';

const MARGIN = 12;

function breakpointOf(width: number): DashboardBreakpoint {
  if (width >= DASHBOARD_BREAKPOINTS.lg) return 'lg';
  if (width >= DASHBOARD_BREAKPOINTS.md) return 'md';
  if (width >= DASHBOARD_BREAKPOINTS.sm) return 'sm';
  return 'xs';
}

/** The grid library's styles, in the theme's colours (placeholder, resize handle, transitions). */
const GRID_STYLES = {
  '& .react-grid-layout': { position: 'relative', transition: 'height 200ms ease' },
  '& .react-grid-item': { transition: 'all 200ms ease', transitionProperty: 'left, top, width, height' },
  '& .react-grid-item.cssTransforms': { transitionProperty: 'transform, width, height' },
  '& .react-grid-item.resizing, & .react-grid-item.react-draggable-dragging': { transition: 'none', zIndex: 3 },
  '& .react-grid-item.react-grid-placeholder': {
    bgcolor: 'primary.main',
    opacity: 0.2,
    borderRadius: 1,
    transitionDuration: '100ms',
    zIndex: 2,
    userSelect: 'none',
  },
  '& .react-grid-item > .react-resizable-handle': {
    position: 'absolute',
    width: 18,
    height: 18,
    bottom: 0,
    right: 0,
    cursor: 'se-resize',
    zIndex: 4,
  },
  '& .react-grid-item > .react-resizable-handle::after': {
    content: '""',
    position: 'absolute',
    right: 4,
    bottom: 4,
    width: 6,
    height: 6,
    borderRight: 2,
    borderBottom: 2,
    borderColor: 'text.disabled',
  },
} as const;

function toCells(layout: Layout): DashboardCell[] {
  return layout.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));
}

const TITLE = 'Custom Dashboard';
const SUBTITLE = 'Your widgets from every part of FlowDeck';

/** The page measures its width in one box that stays mounted, so the grid follows every resize. */
export default function DashboardPage() {
  const { width, containerRef, mounted } = useContainerWidth({ measureBeforeMount: true });
  return (
    <>
      <PageHeader title={TITLE} subtitle={SUBTITLE} />
      <Box ref={containerRef} sx={{ minWidth: 0 }}>
        {mounted ? <DashboardBody width={width} /> : <Loading label="Loading your dashboard…" />}
      </Box>
    </>
  );
}

function DashboardBody({ width }: { width: number }) {
  const catalog = useWidgetCatalog();
  const ability = useAbility();
  // A guest link (no account): the default dashboard, which cannot be changed or saved.
  const guest = useAuthStore((s) => Boolean(s.guestToken) && !s.token);
  const config = useDashboardConfig(guest);
  const [saveFailure, setSaveFailure] = useState<string | null>(null);
  const save = useSaveDashboardConfig((error) => setSaveFailure(error.message));
  // Only widgets the user may see; the catalog names each once.
  const entries = useMemo(() => {
    const map = new Map<WidgetId, WidgetCatalogEntry>();
    for (const entry of catalog) if (allows(ability, entry.surface.requires)) map.set(entry.surface.id, entry);
    return map;
  }, [catalog, ability]);
  const shapeOf = useCallback(
    (widget: WidgetId): WidgetShape | undefined => {
      const surface = entries.get(widget)?.surface;
      return (
        surface && {
          id: surface.id,
          defaultSize: surface.defaultSize,
          minSize: surface.minSize,
          settings: surface.settings,
        }
      );
    },
    [entries],
  );

  const stored = config.data;
  const dashboards = useMemo(
    () => (stored && stored.dashboards.length > 0 ? stored.dashboards : [defaultDashboard(shapeOf)]),
    [stored, shapeOf],
  );
  const active = dashboards.find((d) => d.id === stored?.active) ?? dashboards[0];

  // Several changes in one tick (a settings form) each build on the one before.
  const latest = useRef<DashboardConfig | null>(null);
  latest.current = stored ? { ...stored, dashboards, active: active?.id ?? null } : null;
  const commit = useCallback(
    (next: DashboardConfig) => {
      if (guest) return;
      latest.current = next;
      setSaveFailure(null);
      save.mutate(next);
    },
    [save, guest],
  );
  const updateDashboard = useCallback(
    (id: string, change: (dashboard: Dashboard) => Dashboard) => {
      const current = latest.current;
      if (!current) return;
      commit({
        ...current,
        dashboards: current.dashboards.map((d) => (d.id === id ? change(d) : d)),
      });
    },
    [commit],
  );

  if (config.isPending) return <Loading label="Loading your dashboard…" />;
  if (config.isError || !stored || !active)
    return <LoadError message="Your dashboard could not be loaded." onRetry={() => void config.refetch()} />;

  const bp = breakpointOf(width);
  const phone = bp === 'xs';
  const cells = phone
    ? phoneLayout(active.items, active.layouts, shapeOf)
    : layoutFor(bp, active.items, active.layouts, shapeOf);
  const columns = DASHBOARD_COLUMNS[bp];

  const saveLayout = (layout: Layout) => {
    if (phone) return;
    const next = toCells(layout);
    updateDashboard(active.id, (d) => {
      const layouts = { ...d.layouts, [bp as LayoutBreakpoint]: next };
      // A breakpoint the user never arranged keeps following the others until they do.
      for (const other of LAYOUT_BREAKPOINTS)
        if (other !== bp && !layouts[other]) layouts[other] = layoutFor(other, d.items, d.layouts, shapeOf);
      return { ...d, layouts };
    });
  };

  const frame = (cell: DashboardCell) => {
    const item = active.items.find((i) => i.key === cell.i);
    if (!item) return null;
    const entry = entries.get(item.widget) ?? null;
    const declared = entry?.surface.settings ?? [];
    const key = symbolKey(declared);
    const settings = effectiveSettings(item, declared, active.links);
    return (
      <WidgetFrame
        entry={entry}
        fallbackTitle={item.widget}
        settings={settings}
        link={item.link}
        linkedSymbol={item.link !== null && key ? (settings[key] ?? null) : null}
        draggable={!phone && !guest}
        fit={phone}
        editable={!guest}
        onSetting={(k, value) => updateDashboard(active.id, (d) => changeSetting(d, item.key, declared, k, value))}
        onLink={(link: LinkGroup | null) => updateDashboard(active.id, (d) => setLink(d, item.key, declared, link))}
        onRemove={() => updateDashboard(active.id, (d) => removeWidget(d, item.key))}
      />
    );
  };

  return (
    <>
      {guest ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          You are viewing FlowDeck through a guest link: this is the default dashboard. Create an account to arrange
          your own.
        </Alert>
      ) : null}
      <DashboardToolbar
        readOnly={guest}
        dashboards={dashboards}
        active={active}
        max={DASHBOARDS_MAX}
        catalog={[...entries.values()]}
        saving={save.isPending}
        onSelect={(id) => commit({ ...stored, dashboards, active: id })}
        onCreate={(dashboard) => commit({ ...stored, dashboards: [...dashboards, dashboard], active: dashboard.id })}
        onRename={(name) => updateDashboard(active.id, (d) => ({ ...d, name }))}
        onDelete={() => {
          const rest = dashboards.filter((d) => d.id !== active.id);
          commit({ ...stored, dashboards: rest, active: rest[0]?.id ?? null });
        }}
        onReset={() => updateDashboard(active.id, (d) => ({ ...defaultDashboard(shapeOf, d.id, d.name) }))}
        onAdd={(widget) => {
          const shape = shapeOf(widget);
          if (shape) updateDashboard(active.id, (d) => addWidget(d, shape));
        }}
        newDashboard={(id, name) => defaultDashboard(shapeOf, id, name)}
      />
      {saveFailure !== null ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          Your last change could not be saved. {saveFailure}
        </Alert>
      ) : null}
      <Box sx={GRID_STYLES} aria-label={`Dashboard ${active.name}`} role="region">
        {active.items.length === 0 ? (
          <Stack sx={{ py: 6, alignItems: 'center' }} spacing={1}>
            <Typography variant="h6" component="p">
              This dashboard has no widgets yet.
            </Typography>
            <Typography color="text.secondary">
              Use “Add widget” to place live flow, levels, trackers and more.
            </Typography>
          </Stack>
        ) : phone ? (
          <Stack spacing={1.5}>
            {cells.map((cell) => (
              <Box key={cell.i}>{frame(cell)}</Box>
            ))}
          </Stack>
        ) : (
          <GridLayout
            width={width}
            layout={cells.map((cell) => {
              const item = active.items.find((i) => i.key === cell.i);
              const min = item ? shapeOf(item.widget)?.minSize : undefined;
              return {
                ...cell,
                minW: widthAt(min?.w ?? 1, min?.w ?? 1, columns),
                minH: min?.h ?? 1,
                maxH: WIDGET_MAX_ROWS,
              };
            })}
            gridConfig={{
              cols: columns,
              rowHeight: DASHBOARD_ROW_HEIGHT,
              margin: [MARGIN, MARGIN],
              containerPadding: [0, 0],
            }}
            dragConfig={{ enabled: !guest, handle: `.${DRAG_HANDLE_CLASS}` }}
            resizeConfig={{ enabled: !guest, handles: ['se'] }}
            onDragStop={(layout) => saveLayout(layout)}
            onResizeStop={(layout) => saveLayout(layout)}
          >
            {cells.map((cell) => (
              <div key={cell.i}>{frame(cell)}</div>
            ))}
          </GridLayout>
        )}
      </Box>
    </>
  );
}
