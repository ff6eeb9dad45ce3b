import type { Figure, StatementLine, StatementTable as Table_ } from '@flowdeck/api-types';
import { useEffect, useRef } from 'react';
import { Box, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip } from '@mui/material';
import { edgarFilingUrl, formatFigure, provenanceOf } from '../../../components/research-kit/figures';
import { Sparkline } from '../../../components/research-kit/sparkline';

function FigureCell({ figure, line, cik }: { figure: Figure | null; line: StatementLine; cik: string | null }) {
  if (!figure) return <TableCell align="right">—</TableCell>;
  const text = formatFigure(figure.value, line.unit);
  const restated = figure.history.length > 0;
  const title = [
    provenanceOf(figure),
    ...figure.history.map((h) => `Earlier: ${formatFigure(h.value, line.unit)} (${h.form} filed ${h.filed})`),
  ].join('\n');
  return (
    <TableCell
      align="right"
      sx={{
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
        color: figure.value < 0 ? 'error.main' : undefined,
        fontStyle: figure.origin === 'derived' ? 'italic' : undefined,
      }}
    >
      <Tooltip title={<Box sx={{ whiteSpace: 'pre-line' }}>{title}</Box>}>
        {cik && figure.accn ? (
          <Link
            href={edgarFilingUrl(cik, figure.accn)}
            target="_blank"
            rel="noopener noreferrer"
            color="inherit"
            underline="hover"
          >
            {text}
          </Link>
        ) : (
          <span>{text}</span>
        )}
      </Tooltip>
      {restated ? (
        <Box component="sup" aria-label="restated" sx={{ color: 'warning.main', ml: 0.25 }}>
          R
        </Box>
      ) : null}
    </TableCell>
  );
}

/** One statement: a line per row with its trend, a period per column; scrolls sideways inside itself. */
export function StatementTable({
  table,
  lines,
  cik,
  label,
}: {
  table: Table_;
  lines: StatementLine[];
  cik: string | null;
  label: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  // The latest periods are on the right: a narrow screen opens on them, the older ones a scroll away.
  useEffect(() => {
    const element = container.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, [table]);
  return (
    <TableContainer ref={container} sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={label} sx={{ minWidth: 'max-content' }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1, minWidth: 150 }}>
              Line
            </TableCell>
            {table.periods.map((period) => (
              <TableCell key={period.end} align="right" sx={{ whiteSpace: 'nowrap' }}>
                {period.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.id} hover>
              <TableCell
                component="th"
                scope="row"
                sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1, maxWidth: 190 }}
              >
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
                  <span>{line.label}</span>
                  {table.periods.length > 1 ? (
                    <Sparkline values={line.values.map((v) => v?.value ?? null)} label={line.label} />
                  ) : null}
                </Box>
              </TableCell>
              {line.values.map((figure, i) => (
                <FigureCell key={table.periods[i]?.end ?? i} figure={figure} line={line} cik={cik} />
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
