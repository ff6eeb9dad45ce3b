/** CASL actions a route or nav entry may require. Remotes declare; only the host's ability decides. */
export type Action = 'manage' | 'read' | 'create' | 'update' | 'delete';

/**
 * Subjects the product knows. `all` is CASL's wildcard; a logged-in user gets `manage all` (spec §6).
 * A guest (guest token) gets `read` on the market subjects only.
 */
export const SUBJECTS = ['all', 'Dashboard', 'MarketData', 'Trackers', 'Tools', 'Account', 'Referral'] as const;
export type Subject = (typeof SUBJECTS)[number];

export interface Requirement {
  action: Action;
  subject: Subject;
}
