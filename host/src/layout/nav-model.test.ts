import { defineAbilityFor } from '@flowdeck/host-sdk';
import type { RemoteState } from '../federation/remotes-store';
import { buildNav } from './nav-model';

function remote(id: string, status: RemoteState['status'], nav: RemoteState['surface']['nav']): RemoteState {
  return { id, version: '1.0.0', status, module: null, reason: null, generation: 0, surface: { id, routes: [], nav } };
}

const calc = { title: 'Options Calculator', path: '/options-calculator', icon: 'x', order: 37, requires: { action: 'read', subject: 'Tools' } } as const;
const pol = { title: 'Politician Tracker', path: '/politicians', icon: 'x', order: 16, requires: { action: 'read', subject: 'Trackers' } } as const;
const aff = { title: 'Affiliate', path: '/affiliate', icon: 'x', order: 40, requires: { action: 'read', subject: 'Account' } } as const;

test('entries from all remotes come in the spec order', () => {
  const nav = buildNav([remote('tools', 'ready', [calc]), remote('trackers', 'ready', [pol])], defineAbilityFor({ userId: 1, guest: false }));
  expect(nav.map((i) => i.entry.title)).toEqual(['Politician Tracker', 'Options Calculator']);
});

test('entries the ability does not allow are hidden', () => {
  const nav = buildNav([remote('tools', 'ready', [calc]), remote('account', 'ready', [aff])], defineAbilityFor({ userId: null, guest: true }));
  expect(nav.map((i) => i.entry.title)).toEqual(['Options Calculator']);
});

test('an unavailable remote keeps its entries, marked unavailable', () => {
  const nav = buildNav([remote('trackers', 'unavailable', [pol])], defineAbilityFor({ userId: 1, guest: false }));
  expect(nav).toEqual([expect.objectContaining({ remoteId: 'trackers', status: 'unavailable' })]);
});
