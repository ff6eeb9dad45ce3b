import { render, screen } from '@testing-library/react';
import { WidgetCatalogProvider, useWidgetCatalog } from './widget-catalog';

function CatalogSize() {
  return <p>{useWidgetCatalog().length} widgets</p>;
}

test('reading the catalog tells the host once, so it loads the remotes not loaded yet', () => {
  const onUse = jest.fn();
  const { rerender } = render(
    <WidgetCatalogProvider widgets={[]} onUse={onUse}>
      <CatalogSize />
    </WidgetCatalogProvider>,
  );
  expect(screen.getByText('0 widgets')).toBeInTheDocument();
  rerender(
    <WidgetCatalogProvider widgets={[]} onUse={onUse}>
      <CatalogSize />
    </WidgetCatalogProvider>,
  );
  expect(onUse).toHaveBeenCalledTimes(1);
});

test('outside the host the catalog is empty and nobody is told', () => {
  render(<CatalogSize />);
  expect(screen.getByText('0 widgets')).toBeInTheDocument();
});
