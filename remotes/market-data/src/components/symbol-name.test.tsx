import { screen } from '@testing-library/react';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import { SymbolName } from './symbol-name';

function Row({ inClickableRow, onRow }: { inClickableRow: boolean; onRow: () => void }) {
  return (
    <table>
      <tbody>
        <tr onClick={onRow}>
          <td>
            <SymbolName symbol="NVDA" name="NVIDIA Corporation" inClickableRow={inClickableRow} />
          </td>
        </tr>
      </tbody>
    </table>
  );
}

test('the ticker links to its stock profile over the full name, kept whole in its title', async () => {
  const onRow = jest.fn();
  const { user } = renderWithProviders(<Row inClickableRow={false} onRow={onRow} />);
  const link = screen.getByRole('link', { name: 'NVDA' });
  expect(link).toHaveAttribute('href', '/stock-profile?symbol=NVDA');
  expect(screen.getByText('NVIDIA Corporation')).toHaveAttribute('title', 'NVIDIA Corporation');
  await user.click(link);
  expect(onRow).toHaveBeenCalledTimes(1);
});

test('in a row that selects its symbol, following the link does not select it as well', async () => {
  const onRow = jest.fn();
  const { user } = renderWithProviders(<Row inClickableRow onRow={onRow} />);
  await user.click(screen.getByRole('link', { name: 'NVDA' }));
  expect(onRow).not.toHaveBeenCalled();
});
