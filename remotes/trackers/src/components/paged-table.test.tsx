import { TableCell, TableRow } from '@mui/material';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import { type PagedColumn, PagedTable, type PagedTableState } from './paged-table';

type Sort = 'name' | 'value';
interface Row {
  id: number;
  name: string;
  value: number;
}

const COLUMNS: PagedColumn<Sort>[] = [
  { id: 'name', label: 'Name', sortKey: 'name' },
  { id: 'note', label: 'Note', help: 'What the note says' },
  { id: 'value', label: 'Value', sortKey: 'value', align: 'right' },
];

function renderTable(rows: Row[] | undefined, overrides: Partial<PagedTableState<Sort>> = {}) {
  const state: PagedTableState<Sort> = {
    total: 120,
    page: 2,
    pageSize: 25,
    pageSizeOptions: [25, 50, 100],
    sort: 'value',
    order: 'desc',
    refreshing: false,
    onSort: jest.fn(),
    onPageChange: jest.fn(),
    onPageSizeChange: jest.fn(),
    onClearFilters: jest.fn(),
    ...overrides,
  };
  const view = renderWithProviders(
    <PagedTable
      label="Things"
      updatingLabel="Updating things"
      columns={COLUMNS}
      stickyColumn="name"
      minWidth={600}
      rows={rows}
      renderRow={(row) => (
        <TableRow key={row.id}>
          <TableCell>{row.name}</TableCell>
          <TableCell>—</TableCell>
          <TableCell align="right">{row.value}</TableCell>
        </TableRow>
      )}
      empty={{ title: 'No things match these filters', hint: 'Try fewer filters.' }}
      state={state}
    />,
  );
  return { ...view, state };
}

const ROWS: Row[] = [
  { id: 1, name: 'alpha', value: 3 },
  { id: 2, name: 'beta', value: 2 },
];

it('shows placeholder rows before the first page, hidden from assistive technology while the table is busy', () => {
  renderTable(undefined);
  const table = screen.getByRole('table', { name: 'Things' });
  expect(table).toHaveAttribute('aria-busy', 'true');
  // 8 placeholder rows on screen; the header row is the only row a role query (or a screen reader) finds.
  expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(9);
  expect(within(table).getAllByRole('row')).toHaveLength(1);
  expect(screen.queryByText('No things match these filters')).not.toBeInTheDocument();
});

it('shows the rows the page renders', () => {
  renderTable(ROWS);
  const table = screen.getByRole('table', { name: 'Things' });
  expect(table).toHaveAttribute('aria-busy', 'false');
  expect(within(table).getAllByRole('row')).toHaveLength(3);
  expect(screen.getByRole('cell', { name: 'alpha' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'beta' })).toBeInTheDocument();
});

it('marks the sorted column and asks the page to sort by a column’s key', async () => {
  const { state, user } = renderTable(ROWS);
  expect(screen.getByRole('columnheader', { name: /Value/ })).toHaveAttribute('aria-sort', 'descending');
  expect(screen.getByRole('columnheader', { name: /Name/ })).not.toHaveAttribute('aria-sort');
  await user.click(screen.getByRole('button', { name: 'Name' }));
  expect(state.onSort).toHaveBeenCalledWith('name');
  // A column without a key does not sort; its help is named beside its label.
  expect(within(screen.getByRole('columnheader', { name: /Note/ })).queryByRole('button')).not.toBeInTheDocument();
  expect(screen.getByLabelText('What the note says')).toBeInTheDocument();
});

it('pages from 1: the footer counts the rows shown and moves to the next and previous pages', async () => {
  const { state, user } = renderTable(ROWS);
  expect(screen.getByText('26–50 of 120')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Go to next page' }));
  expect(state.onPageChange).toHaveBeenCalledWith(3);
  await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
  expect(state.onPageChange).toHaveBeenCalledWith(1);
});

it('says "more than" when the server stopped counting, with thousands separated', () => {
  renderTable(ROWS, { total: 10_000, totalCapped: true, page: 1 });
  expect(screen.getByText('1–25 of more than 10,000')).toBeInTheDocument();
});

it('keeps a page past the end on the last page', () => {
  renderTable(ROWS, { total: 30, page: 9 });
  expect(screen.getByText('26–30 of 30')).toBeInTheDocument();
});

it('offers Clear filters when nothing matches, and shows the refresh bar while a page loads', async () => {
  const { state, user } = renderTable([], { refreshing: true });
  expect(screen.getByText('No things match these filters')).toBeInTheDocument();
  expect(screen.getByText('Try fewer filters.')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Updating things' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(state.onClearFilters).toHaveBeenCalledTimes(1);
});
