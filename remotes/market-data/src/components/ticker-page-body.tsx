import { LoadError } from '@flowdeck/ui-kit';
import type { ReactNode } from 'react';

/** What the body needs of a ticker page's query (a TanStack Query result fits). */
export interface TickerPageQuery {
  isPending: boolean;
  isError: boolean;
  /** Undefined until a first answer came. */
  data: unknown;
  error: Error | null;
  refetch: () => unknown;
}

/**
 * The states of a ticker page's body, in one place: loading (`pending`), no data because the ticker is not one
 * the page knows (`unknown`, e.g. the page's UnknownTicker), no data for another reason (a load error with
 * Retry), data (`children`), and data kept on screen after a failed refresh (`stale` above it).
 */
export function TickerPageBody<T>({
  query,
  data,
  pending,
  unknown,
  loadErrorMessage,
  stale,
  children,
}: {
  query: TickerPageQuery;
  /** The data to show: the query's, or derived from it (e.g. with live trades merged in). */
  data: T | null | undefined;
  pending: ReactNode;
  /** The view for an error about the ticker itself, or null when the error is not about the ticker. */
  unknown: (error: Error) => ReactNode | null;
  /** The load error's text, e.g. `Could not load the SPY snapshot: …`. */
  loadErrorMessage: (error: Error) => string;
  /** The notice over data that a refresh failed to renew. */
  stale: (data: T, error: Error) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <>{pending}</>;
  if (query.error && query.data === undefined) {
    const error = query.error;
    return unknown(error) ?? <LoadError message={loadErrorMessage(error)} onRetry={() => void query.refetch()} />;
  }
  if (data === null || data === undefined) return null;
  return (
    <>
      {query.isError && query.error ? stale(data, query.error) : null}
      {children(data)}
    </>
  );
}
