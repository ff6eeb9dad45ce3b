import { render } from '@testing-library/react';
import { NavIcon } from './nav-icons';

const svg = (container: HTMLElement) => container.querySelector('svg');

test('a page icon is drawn from the path data its surface recorded', () => {
  const { container } = render(<NavIcon name="CameraAlt" paths={['M8.8 12a3.2 3.2 0 1 0 6.4 0', 'M9 2 7.17 4H4z']} />);
  expect(svg(container)).toHaveAttribute('data-icon', 'CameraAlt');
  expect([...container.querySelectorAll('path')].map((p) => p.getAttribute('d'))).toEqual([
    'M8.8 12a3.2 3.2 0 1 0 6.4 0',
    'M9 2 7.17 4H4z',
  ]);
});

test('path data that could be anything but path data is not drawn: the fallback icon is', () => {
  const { container } = render(<NavIcon name="Gavel" paths={['M0 0"/><script>alert(1)</script>']} />);
  expect(svg(container)).not.toHaveAttribute('data-icon');
  expect(container.querySelector('script')).toBeNull();
  // The host's own Gavel (a group's icon) is drawn instead, as the MUI icon.
  expect(svg(container)).toHaveAttribute('data-testid', 'GavelIcon');
});

test("without path data, the host's own icons, else ShowChart", () => {
  expect(svg(render(<NavIcon name="Discord" />).container)).toHaveAttribute('data-testid', 'DiscordIcon');
  expect(svg(render(<NavIcon name="Waves" />).container)).toHaveAttribute('data-testid', 'ShowChartIcon');
});
