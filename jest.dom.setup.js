import '@testing-library/jest-dom';

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
