import ExpandMore from '@mui/icons-material/ExpandMore';
import OpenInNew from '@mui/icons-material/OpenInNew';
import {
  Box,
  Chip,
  Collapse,
  Divider,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Tooltip,
} from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { NavLink, matchPath, useLocation } from 'react-router-dom';
import type { NavToggleType } from '../settings/theme-config';
import { NavIcon } from './nav-icons';
import type { NavGroup, NavItem, NavSection } from './nav-model';
import { useLoadOnIntent } from './use-load-on-intent';

export const UNAVAILABLE_LABEL = 'Unavailable';

export interface NavMenuProps {
  sections: NavSection[];
  /** The 68 px rail: icons only, titles in tooltips. */
  mini?: boolean;
  toggleType: NavToggleType;
  /** Cut long titles with an ellipsis (the full title shows on hover). */
  truncate?: boolean;
  onNavigate?: () => void;
}

function isActive(item: NavItem, pathname: string): boolean {
  return Boolean(item.entry.path && matchPath({ path: item.entry.path, end: false }, pathname));
}

const itemSx = (mini: boolean, depth: number) => (theme: Theme) => ({
  position: 'relative',
  minHeight: 40,
  mb: 0.25,
  borderRadius: '8px',
  px: mini ? 0 : 1.5,
  pl: mini ? 0 : depth > 0 ? 2.25 : 1.5,
  justifyContent: mini ? 'center' : 'flex-start',
  color: 'text.secondary',
  transition: theme.transitions.create(['background-color', 'color'], {
    duration: theme.transitions.duration.shortest,
  }),
  '& .MuiListItemIcon-root': { minWidth: mini ? 0 : 34, color: 'inherit' },
  '&:hover': { color: 'text.primary', bgcolor: 'action.hover' },
  '&.active': {
    color: 'primary.main',
    bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.14 : 0.1),
    '& .MuiListItemText-primary': { fontWeight: 600 },
    '&::before': {
      content: '""',
      position: 'absolute',
      left: mini ? 2 : -8,
      top: 8,
      bottom: 8,
      width: 3,
      borderRadius: 3,
      bgcolor: 'primary.main',
    },
  },
});

function Title({ text, truncate }: { text: string; truncate: boolean }) {
  return (
    <ListItemText
      primary={text}
      sx={{ my: 0 }}
      slotProps={{ primary: { noWrap: truncate, title: text, sx: { fontSize: 14, fontWeight: 500 } } }}
    />
  );
}

/** One link: internal through the router, external in a new tab (spec §2 'Free Discord'). */
function NavLinkItem({
  item,
  mini,
  depth,
  truncate,
  onNavigate,
}: {
  item: NavItem;
  mini: boolean;
  depth: number;
  truncate: boolean;
  onNavigate?: () => void;
}) {
  const { entry, status } = item;
  const intent = useLoadOnIntent();
  const unavailable = status === 'unavailable';
  const label = unavailable ? `${entry.title} (unavailable)` : entry.title;
  const icon = (
    <ListItemIcon>
      {depth > 0 && !mini ? (
        <Box
          component="span"
          sx={{ width: 6, height: 6, borderRadius: '50%', bgcolor: 'currentColor', ml: 0.75, opacity: 0.7 }}
        />
      ) : (
        <NavIcon name={entry.icon} paths={entry.iconPaths} />
      )}
    </ListItemIcon>
  );
  const extra = mini ? null : (
    <>
      {entry.href ? <OpenInNew sx={{ fontSize: 14, ml: 1, opacity: 0.6 }} aria-hidden /> : null}
      {unavailable ? (
        <Chip
          size="small"
          label={UNAVAILABLE_LABEL}
          color="warning"
          variant="outlined"
          sx={{ ml: 1, height: 20, fontSize: 11 }}
        />
      ) : null}
    </>
  );
  const button = entry.href ? (
    <ListItemButton
      component="a"
      href={entry.href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      sx={itemSx(mini, depth)}
    >
      {icon}
      {mini ? null : <Title text={entry.title} truncate={truncate} />}
      {extra}
    </ListItemButton>
  ) : (
    <ListItemButton
      component={NavLink}
      to={entry.path ?? '/'}
      onClick={onNavigate}
      {...intent(item.remoteId)}
      data-status={status}
      aria-label={label}
      sx={[itemSx(mini, depth), { opacity: unavailable ? 0.75 : 1 }]}
    >
      {icon}
      {mini ? null : <Title text={entry.title} truncate={truncate} />}
      {extra}
    </ListItemButton>
  );
  return mini ? (
    <Tooltip title={label} placement="right">
      {button}
    </Tooltip>
  ) : (
    button
  );
}

function NavGroupItem({
  group,
  open,
  active,
  mini,
  truncate,
  onToggle,
  onNavigate,
}: {
  group: NavGroup;
  open: boolean;
  active: boolean;
  mini: boolean;
  truncate: boolean;
  onToggle: () => void;
  onNavigate?: () => void;
}) {
  const id = useId();
  const header = (
    <ListItemButton
      onClick={onToggle}
      aria-expanded={open && !mini}
      aria-controls={id}
      sx={[
        itemSx(mini, 0),
        active ? { color: 'text.primary', '& .MuiListItemIcon-root': { color: 'primary.main' } } : {},
      ]}
    >
      <ListItemIcon>
        <NavIcon name={group.icon} />
      </ListItemIcon>
      {mini ? null : (
        <>
          <Title text={group.title} truncate={truncate} />
          <ExpandMore
            aria-hidden
            sx={{
              fontSize: 18,
              transition: 'transform 150ms',
              transform: open ? 'rotate(180deg)' : 'none',
              opacity: 0.7,
            }}
          />
        </>
      )}
    </ListItemButton>
  );
  return (
    <>
      {mini ? (
        <Tooltip title={group.title} placement="right">
          {header}
        </Tooltip>
      ) : (
        header
      )}
      <Collapse in={open && !mini} id={id} timeout="auto">
        <List disablePadding component="div" role="group" aria-label={group.title}>
          {group.items.map((item) => (
            <NavLinkItem
              key={item.entry.title}
              item={item}
              mini={mini}
              depth={1}
              truncate={truncate}
              onNavigate={onNavigate}
            />
          ))}
        </List>
      </Collapse>
    </>
  );
}

/** The group holding the page on screen, if any. */
function activeGroupKey(sections: NavSection[], pathname: string): string | null {
  for (const section of sections)
    for (const node of section.nodes)
      if (node.kind === 'group' && node.items.some((item) => isActive(item, pathname))) return node.key;
  return null;
}

/**
 * The vertical menu: section titles, links and groups. Groups open in accordion style (one at a time)
 * or collapse style (each on its own); the group of the page on screen opens by itself.
 */
export function NavMenu({ sections, mini = false, toggleType, truncate = true, onNavigate }: NavMenuProps) {
  const { pathname } = useLocation();
  const current = activeGroupKey(sections, pathname);
  const [open, setOpen] = useState<string[]>(current ? [current] : []);
  const [seen, setSeen] = useState(current);
  // Moving to a page inside a closed group opens it (state adjusted during render, not in an effect).
  if (current !== seen) {
    setSeen(current);
    if (current && !open.includes(current)) setOpen(toggleType === 'accordion' ? [current] : [...open, current]);
  }

  const toggle = (key: string) =>
    setOpen((keys) => {
      if (keys.includes(key)) return keys.filter((k) => k !== key);
      return toggleType === 'accordion' ? [key] : [...keys, key];
    });

  return (
    <List component="nav" aria-label="Main navigation" dense sx={{ px: mini ? 1 : 1.5, py: 1 }}>
      {sections.map((section, index) => (
        <Box key={section.key} component="div">
          {section.title ? (
            mini ? (
              <Divider sx={{ mx: 1.5, my: 1.25 }} aria-hidden />
            ) : (
              <ListSubheader
                component="div"
                disableSticky
                sx={{
                  px: 1.5,
                  mt: index === 0 ? 0 : 1.5,
                  fontSize: 11,
                  fontWeight: 700,
                  letterSpacing: 1.1,
                  textTransform: 'uppercase',
                  color: 'text.secondary',
                  whiteSpace: 'nowrap',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                }}
                title={section.title}
              >
                {section.title}
              </ListSubheader>
            )
          ) : null}
          {section.nodes.map((node) =>
            node.kind === 'link' ? (
              <NavLinkItem
                key={node.key}
                item={node.item}
                mini={mini}
                depth={0}
                truncate={truncate}
                onNavigate={onNavigate}
              />
            ) : (
              <NavGroupItem
                key={node.key}
                group={node}
                open={open.includes(node.key)}
                active={node.key === current}
                mini={mini}
                truncate={truncate}
                onToggle={() => toggle(node.key)}
                onNavigate={onNavigate}
              />
            ),
          )}
        </Box>
      ))}
    </List>
  );
}
