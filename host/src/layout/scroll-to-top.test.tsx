import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderHost } from '../test/render-host';
import { ScrollToTop } from './scroll-to-top';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'pageYOffset', { value: y, configurable: true, writable: true });
    fireEvent.scroll(window);
  });
}

afterEach(() => scrollTo(0));

test('appears only after more than 400 px of scrolling', () => {
  renderHost(<ScrollToTop />);
  expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  scrollTo(400);
  expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  scrollTo(401);
  expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
});

test('takes the page back to the top', async () => {
  const scroll = jest.fn();
  window.scrollTo = scroll as unknown as typeof window.scrollTo;
  renderHost(<ScrollToTop />);
  scrollTo(1200);
  await userEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
  expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
});
