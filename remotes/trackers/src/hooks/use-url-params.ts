import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Changes to a page's query: a value sets its key, `undefined` removes it; other keys stay. */
export type UrlParamChanges = Record<string, string | undefined>;

/**
 * The page's query (where its view lives, so a link shares it) and a setter that changes some keys in place,
 * replacing the history entry rather than adding one per keystroke or filter.
 */
export function useUrlParams(): [URLSearchParams, (changes: UrlParamChanges) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (changes: UrlParamChanges) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params, set];
}
