/**
 * An empty panel's text, in one place for every live page (issue 13): "yet" only while the shown session
 * still trades — a session that is over, or the last one shown before the open, has no "yet" about it.
 */
export function noneThisSession(what: string, trading: boolean): string {
  return trading ? `No ${what} yet this session.` : `No ${what} in this session.`;
}
