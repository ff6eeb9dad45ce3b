import { Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { stockProfileUrl } from '../paths';

/** How wide a company name may run before it is cut with an ellipsis (the full name is its title). */
export type NameWidth = { xs: number; sm: number; xl?: number };
const DEFAULT_NAME_WIDTH: NameWidth = { xs: 110, sm: 200 };

export interface SymbolNameProps {
  symbol: string;
  name: string;
  nameWidth?: NameWidth;
  /** The row itself is clickable (it selects the symbol): the link must not select it too. */
  inClickableRow?: boolean;
}

/** A scanner row's first cell: the ticker, linked to its stock profile, over the company's name. */
export function SymbolName({ symbol, name, nameWidth = DEFAULT_NAME_WIDTH, inClickableRow = false }: SymbolNameProps) {
  return (
    <>
      <Link
        component={RouterLink}
        to={stockProfileUrl(symbol)}
        onClick={inClickableRow ? (event) => event.stopPropagation() : undefined}
        sx={{ fontWeight: 600 }}
      >
        {symbol}
      </Link>
      <Typography
        variant="caption"
        color="text.secondary"
        noWrap
        title={name}
        sx={{ display: 'block', maxWidth: nameWidth }}
      >
        {name}
      </Typography>
    </>
  );
}
