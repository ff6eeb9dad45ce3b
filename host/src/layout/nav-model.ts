import type { NavEntry } from '@flowdeck/contract';
import { type AppAbility, allows } from '@flowdeck/host-sdk';
import type { RemoteState, RemoteStatus } from '../federation/remotes-store';
import { NAV_GROUPS, NAV_SECTIONS, type NavGroupSpec, type NavSectionSpec, specOrder } from './nav-structure';

export interface NavItem {
  entry: NavEntry;
  /** The remote that declared it, or `host`. */
  remoteId: string;
  status: RemoteStatus;
}

export interface NavGroup {
  kind: 'group';
  key: string;
  title: string;
  icon: string;
  items: NavItem[];
}

export interface NavLinkNode {
  kind: 'link';
  key: string;
  item: NavItem;
}

export type NavNode = NavLinkNode | NavGroup;

export interface NavSection {
  key: string;
  /** Null for the untitled start of the list. */
  title: string | null;
  nodes: NavNode[];
}

export const HOST_NAV_ID = 'host';

/** Where an entry goes: its path, or its external address. */
const destination = (entry: NavEntry) => entry.path ?? entry.href ?? entry.title;

/**
 * Every remote's entries (from its loaded module, else from the surface the registry recorded) plus the
 * host's own, in the spec's order. An entry's icon is drawn from the path data its surface recorded (the
 * module names the icon only).
 */
export function collectNavItems(remotes: RemoteState[], hostEntries: NavEntry[] = []): NavItem[] {
  return [
    ...remotes.flatMap((remote) => {
      const recorded = new Map(remote.surface.nav.map((entry) => [destination(entry), entry.iconPaths]));
      return (remote.module?.nav ?? remote.surface.nav).map((entry) => ({
        entry: { ...entry, iconPaths: entry.iconPaths ?? recorded.get(destination(entry)) },
        remoteId: remote.id,
        status: remote.status,
      }));
    }),
    ...hostEntries.map((entry) => ({ entry, remoteId: HOST_NAV_ID, status: 'ready' as const })),
  ].sort((a, b) => a.entry.order - b.entry.order);
}

export function navItemKey(item: NavItem): string {
  return `${item.remoteId}:${item.entry.path ?? item.entry.href ?? item.entry.title}`;
}

/**
 * The navigation as the user may see it (spec §6): links, groups and section titles each shown only when
 * the ability allows their action and subject. A link's rule is the one its page declares; a group and a
 * title carry the rules of the pages under them, so they show exactly when one of those pages does (a rule
 * is written once, beside its page, never restated here).
 */
export function buildNav(
  items: NavItem[],
  ability: AppAbility,
  structure: { sections: NavSectionSpec[]; groups: NavGroupSpec[] } = { sections: NAV_SECTIONS, groups: NAV_GROUPS },
): NavSection[] {
  const starts = structure.sections
    .map((spec) => ({ spec, order: specOrder(spec.startsAt) }))
    .filter((s) => s.order >= 0)
    .sort((a, b) => a.order - b.order);
  const sectionOf = (item: NavItem) => starts.filter((s) => s.order <= item.entry.order).at(-1)?.spec ?? null;
  const groupOf = (item: NavItem) =>
    item.entry.path
      ? (structure.groups.find((g) => (g.paths as readonly string[]).includes(item.entry.path ?? '')) ?? null)
      : null;

  const sections: Array<{ spec: NavSectionSpec | null; nodes: NavNode[]; groups: Map<NavGroupSpec, NavGroup> }> = [];
  for (const item of [...items].sort((a, b) => a.entry.order - b.entry.order)) {
    const spec = sectionOf(item);
    let section = sections.at(-1);
    if (!section || section.spec !== spec) {
      section = { spec, nodes: [], groups: new Map() };
      sections.push(section);
    }
    const groupSpec = groupOf(item);
    if (!groupSpec) {
      section.nodes.push({ kind: 'link', key: navItemKey(item), item });
      continue;
    }
    let group = section.groups.get(groupSpec);
    if (!group) {
      group = {
        kind: 'group',
        key: `group:${groupSpec.title}`,
        title: groupSpec.title,
        icon: groupSpec.icon,
        items: [],
      };
      section.groups.set(groupSpec, group);
      section.nodes.push(group);
    }
    group.items.push(item);
  }

  const allowed = (item: NavItem) => allows(ability, item.entry.requires);
  return sections
    .map(({ spec, nodes }) => ({
      key: spec ? `section:${spec.title}` : 'section:start',
      title: spec?.title ?? null,
      nodes: nodes.flatMap((node): NavNode[] => {
        if (node.kind === 'link') return allowed(node.item) ? [node] : [];
        const visible = node.items.filter(allowed);
        return visible.length > 0 ? [{ ...node, items: visible }] : [];
      }),
    }))
    .filter((section) => section.nodes.length > 0);
}

/** The links of a navigation, flattened in order (what a keyboard user tabs through when all is open). */
export function navLinks(sections: NavSection[]): NavItem[] {
  return sections.flatMap((s) => s.nodes.flatMap((n) => (n.kind === 'link' ? [n.item] : n.items)));
}
