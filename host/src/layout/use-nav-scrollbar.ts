import { NAV_SCROLLBAR } from '@flowdeck/ui-kit';
import { type RefObject, useEffect } from 'react';

/**
 * Spec §9 navigation scrollbar: the wheel scrolls the menu at `wheelSpeed` without scrolling the page
 * behind it, and the arrow keys move it by `keyStep` px.
 */
export function useNavScrollbar(ref: RefObject<HTMLElement | null>, options = NAV_SCROLLBAR): void {
  const { wheelSpeed, keyStep } = options;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (element.scrollHeight <= element.clientHeight) return;
      event.preventDefault();
      element.scrollTop += event.deltaY * wheelSpeed;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      element.scrollTop += event.key === 'ArrowDown' ? keyStep : -keyStep;
    };
    // Not passive: the wheel must not also scroll the page.
    element.addEventListener('wheel', onWheel, { passive: false });
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('wheel', onWheel);
      element.removeEventListener('keydown', onKeyDown);
    };
  }, [ref, wheelSpeed, keyStep]);
}
