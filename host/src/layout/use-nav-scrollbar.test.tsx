import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useNavScrollbar } from './use-nav-scrollbar';

function Scroller() {
  const ref = useRef<HTMLDivElement>(null);
  useNavScrollbar(ref);
  return <div ref={ref} data-testid="scroller" tabIndex={-1} />;
}

function setup() {
  render(<Scroller />);
  const element = screen.getByTestId('scroller');
  Object.defineProperty(element, 'scrollHeight', { value: 2000, configurable: true });
  Object.defineProperty(element, 'clientHeight', { value: 500, configurable: true });
  return element;
}

test('arrow keys move the menu by 30 px', () => {
  const element = setup();
  fireEvent.keyDown(element, { key: 'ArrowDown' });
  fireEvent.keyDown(element, { key: 'ArrowDown' });
  expect(element.scrollTop).toBe(60);
  fireEvent.keyDown(element, { key: 'ArrowUp' });
  expect(element.scrollTop).toBe(30);
});

test('the wheel scrolls the menu at speed 1 and not the page behind it', () => {
  const element = setup();
  const event = new WheelEvent('wheel', { deltaY: 120, bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  expect(element.scrollTop).toBe(120);
  expect(event.defaultPrevented).toBe(true);
});
