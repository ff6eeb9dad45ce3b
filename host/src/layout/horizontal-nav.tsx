import ExpandMore from '@mui/icons-material/ExpandMore';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Box, Button, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { NavLink, matchPath, useLocation } from 'react-router-dom';
import { NavIcon } from './nav-icons';
import type { NavItem, NavNode, NavSection } from './nav-model';
import { useLoadOnIntent } from './use-load-on-intent';

const isActive = (item: NavItem, pathname: string) =>
  Boolean(item.entry.path && matchPath({ path: item.entry.path, end: false }, pathname));

const topButtonSx = {
  color: 'text.secondary',
  fontWeight: 500,
  px: 1.5,
  height: 36,
  whiteSpace: 'nowrap',
  flexShrink: 0,
  '&:hover': { color: 'text.primary', bgcolor: 'action.hover' },
  '&.active': {
    // On the light app bar the tinted background leaves primary.main under 4.5:1; the darker tone keeps AA.
    color: (theme: Theme) => (theme.palette.mode === 'dark' ? theme.palette.primary.main : theme.palette.primary.dark),
    bgcolor: (theme: Theme) => alpha(theme.palette.primary.main, 0.12),
  },
} as const;

function itemLabel(item: NavItem): string {
  return item.status === 'unavailable' ? `${item.entry.title} (unavailable)` : item.entry.title;
}

function MenuLink({ item, onClose, inset = false }: { item: NavItem; onClose: () => void; inset?: boolean }) {
  const intent = useLoadOnIntent();
  const icon = (
    <ListItemIcon>
      <NavIcon name={item.entry.icon} paths={item.entry.iconPaths} />
    </ListItemIcon>
  );
  const text = (
    <ListItemText primary={item.entry.title} slotProps={{ primary: { noWrap: true, title: item.entry.title } }} />
  );
  if (item.entry.href)
    return (
      <MenuItem
        component="a"
        href={item.entry.href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClose}
        aria-label={itemLabel(item)}
        sx={{ pl: inset ? 3 : 2 }}
      >
        {icon}
        {text}
        <OpenInNew sx={{ fontSize: 14, ml: 1, opacity: 0.6 }} aria-hidden />
      </MenuItem>
    );
  return (
    <MenuItem
      component={NavLink}
      to={item.entry.path ?? '/'}
      onClick={onClose}
      {...intent(item.remoteId)}
      aria-label={itemLabel(item)}
      sx={{
        pl: inset ? 3 : 2,
        '&.active': { color: 'primary.main', '& .MuiListItemIcon-root': { color: 'primary.main' } },
      }}
    >
      {icon}
      {text}
    </MenuItem>
  );
}

/** A section title (or a group at the top level) as a menu button; groups inside show as sub-headings. */
function DropdownMenu({ title, icon, nodes }: { title: string; icon?: string; nodes: NavNode[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const id = useId();
  const items = nodes.flatMap((n) => (n.kind === 'link' ? [n.item] : n.items));
  const active = items.some((item) => isActive(item, pathname));
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        className={active ? 'active' : undefined}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? id : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        startIcon={icon ? <NavIcon name={icon} /> : undefined}
        endIcon={<ExpandMore sx={{ transition: 'transform 150ms', transform: anchor ? 'rotate(180deg)' : 'none' }} />}
        sx={topButtonSx}
      >
        {title}
      </Button>
      <Menu
        id={id}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{
          paper: { sx: { mt: 0.75, minWidth: 240, maxHeight: 480 } },
          list: { dense: true, 'aria-label': title },
        }}
      >
        {nodes.flatMap((node) =>
          node.kind === 'link'
            ? [<MenuLink key={node.key} item={node.item} onClose={close} />]
            : [
                // A menu may only hold items, groups and separators: the group's title is a labelled separator
                // (a plain list item would break the menu for assistive technology), skipped by the arrow keys.
                <ListSubheader
                  key={node.key}
                  role="separator"
                  aria-label={node.title}
                  sx={{
                    lineHeight: '30px',
                    fontSize: 11,
                    fontWeight: 700,
                    letterSpacing: 1,
                    textTransform: 'uppercase',
                  }}
                >
                  {node.title}
                </ListSubheader>,
                ...node.items.map((item) => (
                  <MenuLink key={`${node.key}:${item.entry.title}`} item={item} onClose={close} inset />
                )),
              ],
        )}
      </Menu>
    </>
  );
}

/** Spec §2 horizontal menu: untitled links inline, each section title a dropdown of its links and groups. */
export function HorizontalNav({ sections }: { sections: NavSection[] }) {
  const intent = useLoadOnIntent();
  return (
    <Box
      component="nav"
      aria-label="Main navigation"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 52, overflowX: 'auto', scrollbarWidth: 'none' }}
    >
      {sections.flatMap((section) =>
        section.title
          ? [<DropdownMenu key={section.key} title={section.title} nodes={section.nodes} />]
          : section.nodes.map((node) =>
              node.kind === 'group' ? (
                <DropdownMenu
                  key={node.key}
                  title={node.title}
                  icon={node.icon}
                  nodes={node.items.map((item) => ({ kind: 'link', key: item.entry.title, item }))}
                />
              ) : node.item.entry.href ? (
                <Button
                  key={node.key}
                  href={node.item.entry.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  startIcon={<NavIcon name={node.item.entry.icon} paths={node.item.entry.iconPaths} />}
                  sx={topButtonSx}
                  aria-label={itemLabel(node.item)}
                >
                  {node.item.entry.title}
                </Button>
              ) : (
                <Button
                  key={node.key}
                  component={NavLink}
                  to={node.item.entry.path ?? '/'}
                  {...intent(node.item.remoteId)}
                  startIcon={<NavIcon name={node.item.entry.icon} paths={node.item.entry.iconPaths} />}
                  sx={topButtonSx}
                  aria-label={itemLabel(node.item)}
                >
                  {node.item.entry.title}
                </Button>
              ),
            ),
      )}
    </Box>
  );
}
