import AccountBalance from '@mui/icons-material/AccountBalance';
import Apartment from '@mui/icons-material/Apartment';
import Assessment from '@mui/icons-material/Assessment';
import Assignment from '@mui/icons-material/Assignment';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Badge from '@mui/icons-material/Badge';
import BarChart from '@mui/icons-material/BarChart';
import Business from '@mui/icons-material/Business';
import Calculate from '@mui/icons-material/Calculate';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import CallSplit from '@mui/icons-material/CallSplit';
import CameraAlt from '@mui/icons-material/CameraAlt';
import CandlestickChart from '@mui/icons-material/CandlestickChart';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import Event from '@mui/icons-material/Event';
import EventNote from '@mui/icons-material/EventNote';
import FilterAlt from '@mui/icons-material/FilterAlt';
import Forum from '@mui/icons-material/Forum';
import Functions from '@mui/icons-material/Functions';
import Gavel from '@mui/icons-material/Gavel';
import Insights from '@mui/icons-material/Insights';
import Link from '@mui/icons-material/Link';
import MenuBook from '@mui/icons-material/MenuBook';
import Newspaper from '@mui/icons-material/Newspaper';
import NorthEast from '@mui/icons-material/NorthEast';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import PieChart from '@mui/icons-material/PieChart';
import PlayCircle from '@mui/icons-material/PlayCircle';
import School from '@mui/icons-material/School';
import ShowChart from '@mui/icons-material/ShowChart';
import SmartToy from '@mui/icons-material/SmartToy';
import Sms from '@mui/icons-material/Sms';
import SouthEast from '@mui/icons-material/SouthEast';
import StarRate from '@mui/icons-material/StarRate';
import SwapVert from '@mui/icons-material/SwapVert';
import Timeline from '@mui/icons-material/Timeline';
import TrendingUp from '@mui/icons-material/TrendingUp';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import Waves from '@mui/icons-material/Waves';
import type { SvgIconComponent } from '@mui/icons-material';
import { createSvgIcon } from '@mui/material';

/** Discord's mark (MUI's icon set has no Discord glyph). */
export const DiscordIcon = createSvgIcon(
  <path d="M20.32 4.37A19.8 19.8 0 0 0 15.4 2.8a13.7 13.7 0 0 0-.63 1.3 18.4 18.4 0 0 0-5.52 0A12.6 12.6 0 0 0 8.6 2.8a19.7 19.7 0 0 0-4.93 1.57C.56 9.04-.29 13.6.13 18.1a19.9 19.9 0 0 0 6.04 3.05c.49-.66.92-1.36 1.3-2.1a12.9 12.9 0 0 1-2.04-.98l.5-.39a14.2 14.2 0 0 0 12.14 0l.5.39c-.65.39-1.33.72-2.05.98.38.74.81 1.44 1.3 2.1a19.8 19.8 0 0 0 6.05-3.05c.5-5.22-.85-9.74-3.55-13.73ZM8.02 15.33c-1.18 0-2.16-1.09-2.16-2.42s.95-2.42 2.16-2.42c1.2 0 2.18 1.09 2.16 2.42 0 1.33-.96 2.42-2.16 2.42Zm7.97 0c-1.18 0-2.15-1.09-2.15-2.42s.95-2.42 2.15-2.42c1.21 0 2.18 1.09 2.16 2.42 0 1.33-.95 2.42-2.16 2.42Z" />,
  'Discord',
);

/** Icons nav entries may name (names, because nav entries are plain data). Unknown names get ShowChart. */
const NAV_ICONS: Record<string, SvgIconComponent | typeof DiscordIcon> = {
  AccountBalance,
  Apartment,
  Assessment,
  Assignment,
  AutoAwesome,
  Badge,
  BarChart,
  Business,
  Calculate,
  CalendarMonth,
  CallSplit,
  CameraAlt,
  CandlestickChart,
  Dashboard,
  Description,
  Event,
  EventNote,
  FilterAlt,
  Forum,
  Functions,
  Gavel,
  Insights,
  Link,
  MenuBook,
  Newspaper,
  NorthEast,
  NotificationsActive,
  PieChart,
  PlayCircle,
  School,
  ShowChart,
  SmartToy,
  Sms,
  SouthEast,
  StarRate,
  SwapVert,
  Timeline,
  TrendingUp,
  UnfoldMore,
  Waves,
  Discord: DiscordIcon,
};

export function NavIcon({ name }: { name: string }) {
  const Icon = NAV_ICONS[name] ?? ShowChart;
  return <Icon fontSize="small" />;
}
