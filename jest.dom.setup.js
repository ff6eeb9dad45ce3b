import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy/waitFor wait up to 5 s, not 1 s: on a loaded 2-core machine (jest runs two packages at a time) a
// page renders, fetches through msw and re-renders in seconds. A passing test is not slowed; only a failing
// one takes longer to say so. (jest's own limit per test is in jest.dom.config.js.)
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no matchMedia: answer width queries from window.innerWidth so responsive components
// (MUI useMediaQuery) behave as they do in a browser of that width.
if (!window.matchMedia) {
  const evaluate = (query) => {
    const width = window.innerWidth;
    return query.split(/\s+and\s+/).every((part) => {
      const min = /min-width:\s*([\d.]+)px/.exec(part);
      const max = /max-width:\s*([\d.]+)px/.exec(part);
      if (min) return width >= Number(min[1]);
      if (max) return width <= Number(max[1]);
      return false;
    });
  };
  window.matchMedia = (query) => ({
    matches: evaluate(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}
