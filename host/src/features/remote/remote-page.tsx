import type { PageModule, RemoteModule } from '@flowdeck/contract';
import { Loading } from '@flowdeck/ui-kit';
import { Typography } from '@mui/material';
import { type ComponentType, type LazyExoticComponent, Suspense, lazy, useEffect } from 'react';
import { type RemoteState, useRemotesStore } from '../../federation/remotes-store';
import { RemoteBoundary } from './remote-boundary';
import { RemoteUnavailablePage } from './remote-unavailable-page';

// React caches a rejected lazy(): every loaded module, and every retry of it, gets fresh lazy pages.
const lazyPages = new WeakMap<RemoteModule, Map<string, LazyExoticComponent<ComponentType>>>();

function lazyPage(remote: RemoteState, path: string): LazyExoticComponent<ComponentType> | null {
  const route = remote.module?.routes.find((r) => r.path === path);
  if (!remote.module || !route) return null;
  const pages = lazyPages.get(remote.module) ?? new Map<string, LazyExoticComponent<ComponentType>>();
  lazyPages.set(remote.module, pages);
  const key = `${remote.generation}:${path}`;
  let page = pages.get(key);
  if (!page) {
    page = lazy((): Promise<PageModule> => route.load());
    pages.set(key, page);
  }
  return page;
}

/** A route owned by a remote: loading, unavailable (with Retry) or the page inside its boundary. */
export function RemotePage({ remoteId, path, title }: { remoteId: string; path: string; title: string }) {
  const remote = useRemotesStore((s) => s.remotes[remoteId]);
  const retry = useRemotesStore((s) => s.retry);
  const ensure = useRemotesStore((s) => s.ensure);
  const idle = remote?.status === 'idle';
  // The page's own remote loads when the page is opened, not at start with every other remote.
  useEffect(() => {
    if (idle) void ensure(remoteId);
  }, [idle, ensure, remoteId]);
  if (!remote || remote.status === 'loading' || remote.status === 'idle') return <Loading label={`Loading ${title}`} />;
  const Page = remote.status === 'ready' ? lazyPage(remote, path) : null;
  if (!Page) return <RemoteUnavailablePage title={title} onRetry={() => retry(remoteId)} />;
  return (
    <RemoteBoundary
      key={`${remote.generation}:${path}`}
      remoteId={remoteId}
      title={title}
      onRetry={() => void retry(remoteId)}
    >
      <Suspense fallback={<Loading label={`Loading ${title}`} />}>
        <Page />
      </Suspense>
      {/* Which release of the page is on screen, from the remote's own code: support and ops ask first. */}
      <Typography variant="caption" color="text.disabled" component="p" sx={{ mt: 4, textAlign: 'right' }}>
        {remoteId} {remote.module?.version}
      </Typography>
    </RemoteBoundary>
  );
}
