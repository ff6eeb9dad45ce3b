import { Alert, Link } from '@mui/material';
import { useState } from 'react';

/** Spec §2 texts of the in-app Instagram browser notice. */
export const IN_APP_BROWSER_NOTICE = 'This app is only supported on the native browser.';
export const OPEN_IN_BROWSER_LABEL = 'Open in Browser';

/** Instagram's in-app browser names itself in the user agent. */
export function isInstagramBrowser(userAgent: string): boolean {
  return /\bInstagram\b/i.test(userAgent);
}

/**
 * A link that leaves the in-app browser: Android opens an intent for the system browser, iOS hands the
 * page to Safari; elsewhere it is the page itself in a new tab.
 */
export function openInBrowserHref(url: string, userAgent: string): string {
  const target = new URL(url);
  if (/Android/i.test(userAgent))
    return `intent://${target.host}${target.pathname}${target.search}${target.hash}#Intent;scheme=${target.protocol.replace(':', '')};end`;
  if (/iPhone|iPad|iPod/i.test(userAgent)) return `x-safari-${target.href}`;
  return target.href;
}

/** Spec §2: people who open the app inside Instagram see an info notice with an 'Open in Browser' link. */
export function InAppBrowserNotice({ userAgent = navigator.userAgent }: { userAgent?: string }) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || !isInstagramBrowser(userAgent)) return null;
  return (
    <Alert
      severity="info"
      variant="filled"
      onClose={() => setDismissed(true)}
      sx={{ borderRadius: 0, position: 'sticky', top: 0, zIndex: (theme) => theme.zIndex.appBar + 2 }}
    >
      {IN_APP_BROWSER_NOTICE}{' '}
      <Link
        href={openInBrowserHref(window.location.href, userAgent)}
        target="_blank"
        rel="noopener noreferrer"
        color="inherit"
        sx={{ fontWeight: 700 }}
      >
        {OPEN_IN_BROWSER_LABEL}
      </Link>
    </Alert>
  );
}
