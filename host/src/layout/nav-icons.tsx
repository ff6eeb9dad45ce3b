import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Forum from '@mui/icons-material/Forum';
import Gavel from '@mui/icons-material/Gavel';
import ShowChart from '@mui/icons-material/ShowChart';
import SwapVert from '@mui/icons-material/SwapVert';
import type { SvgIconComponent } from '@mui/icons-material';
import { SvgIcon, createSvgIcon } from '@mui/material';
import { isIconPaths } from '@flowdeck/contract';

/** Discord's mark (MUI's icon set has no Discord glyph). */
export const DiscordIcon = createSvgIcon(
  <path d="M20.32 4.37A19.8 19.8 0 0 0 15.4 2.8a13.7 13.7 0 0 0-.63 1.3 18.4 18.4 0 0 0-5.52 0A12.6 12.6 0 0 0 8.6 2.8a19.7 19.7 0 0 0-4.93 1.57C.56 9.04-.29 13.6.13 18.1a19.9 19.9 0 0 0 6.04 3.05c.49-.66.92-1.36 1.3-2.1a12.9 12.9 0 0 1-2.04-.98l.5-.39a14.2 14.2 0 0 0 12.14 0l.5.39c-.65.39-1.33.72-2.05.98.38.74.81 1.44 1.3 2.1a19.8 19.8 0 0 0 6.05-3.05c.5-5.22-.85-9.74-3.55-13.73ZM8.02 15.33c-1.18 0-2.16-1.09-2.16-2.42s.95-2.42 2.16-2.42c1.2 0 2.18 1.09 2.16 2.42 0 1.33-.96 2.42-2.16 2.42Zm7.97 0c-1.18 0-2.15-1.09-2.15-2.42s.95-2.42 2.15-2.42c1.21 0 2.18 1.09 2.16 2.42 0 1.33-.95 2.42-2.16 2.42Z" />,
  'Discord',
);

/**
 * The icons of what the host itself puts in the navigation: its groups (nav-structure.ts) and the Discord link.
 * A remote's page brings its icon as data (its surface's `iconPaths`), so this set does not grow with pages.
 */
const HOST_ICONS: Record<string, SvgIconComponent | typeof DiscordIcon> = {
  CalendarMonth,
  Forum,
  Gavel,
  SwapVert,
  Discord: DiscordIcon,
};

/** A nav icon: the path data a remote's surface recorded, else one of the host's own, else ShowChart. */
export function NavIcon({ name, paths }: { name: string; paths?: readonly string[] | undefined }) {
  if (isIconPaths(paths))
    return (
      <SvgIcon fontSize="small" data-icon={name}>
        {paths.map((d, index) => (
          <path key={index} d={d} />
        ))}
      </SvgIcon>
    );
  const Icon = HOST_ICONS[name] ?? ShowChart;
  return <Icon fontSize="small" />;
}
