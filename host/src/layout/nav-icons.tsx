import AccountBalance from '@mui/icons-material/AccountBalance';
import Business from '@mui/icons-material/Business';
import Calculate from '@mui/icons-material/Calculate';
import Dashboard from '@mui/icons-material/Dashboard';
import Link from '@mui/icons-material/Link';
import ShowChart from '@mui/icons-material/ShowChart';
import type { SvgIconComponent } from '@mui/icons-material';

/** Icons remotes may name in their nav entries (names, because nav entries are plain data). */
const NAV_ICONS: Record<string, SvgIconComponent> = {
  AccountBalance,
  Business,
  Calculate,
  Dashboard,
  Link,
  ShowChart,
};

export function NavIcon({ name }: { name: string }) {
  const Icon = NAV_ICONS[name] ?? ShowChart;
  return <Icon fontSize="small" />;
}
