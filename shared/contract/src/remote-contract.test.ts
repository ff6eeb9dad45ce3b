import { CONTRACT_VERSION } from './constants';
import { contractProblem, defineRemote, federationName, specNavEntry } from './remote-contract';
import { SPEC_NAV } from './spec-nav';

const READ = { action: 'read', subject: 'Tools' } as const;
const page = async () => ({ default: () => null });

test('the spec navigation has 38 entries in the spec order', () => {
  expect(SPEC_NAV).toHaveLength(38);
  expect(SPEC_NAV[0]).toEqual({ title: 'Custom Dashboard', path: '/home' });
  expect(SPEC_NAV.at(-1)).toEqual({ title: 'Options Calculator', path: '/options-calculator' });
  expect(SPEC_NAV.find((item) => item.title === 'Free Discord')?.path).toBeNull();
});

test('a nav entry takes its title and order from the spec list', () => {
  expect(specNavEntry('/politicians', { icon: 'x', requires: READ })).toMatchObject({
    title: 'Politician Tracker',
    path: '/politicians',
    order: 16,
  });
  expect(specNavEntry('/home', { icon: 'x', requires: READ }).order).toBeLessThan(
    specNavEntry('/flow', { icon: 'x', requires: READ }).order,
  );
});

test('defineRemote joins routes with their pages and refuses dead links either way', () => {
  const surface = { id: 'tools', routes: [{ path: '/options-calculator', requires: READ }], nav: [] };
  const remote = defineRemote(surface, '1.2.3', { '/options-calculator': page });
  expect(remote).toMatchObject({ id: 'tools', version: '1.2.3', contractVersion: CONTRACT_VERSION });
  expect(remote.routes[0]?.load).toBe(page);
  expect(() => defineRemote(surface, '1', {})).toThrow('no page for /options-calculator');
  expect(() => defineRemote(surface, '1', { '/options-calculator': page, '/extra': page })).toThrow(
    'pages without routes: /extra',
  );
});

test('the host refuses a module that breaks the contract, with a reason', () => {
  const good = { id: 'tools', version: '1', contractVersion: CONTRACT_VERSION, routes: [], nav: [] };
  expect(contractProblem(good, 'tools')).toBeNull();
  expect(contractProblem(undefined, 'tools')).toMatch(/exports nothing/);
  expect(contractProblem({ ...good, contractVersion: 99 }, 'tools')).toMatch(/contract 99/);
  expect(contractProblem({ ...good, id: 'other' }, 'tools')).toMatch(/calls itself "other"/);
  expect(contractProblem({ ...good, routes: undefined }, 'tools')).toMatch(/no routes/);
});

test('registry ids become federation container names', () => {
  expect(federationName('market-data')).toBe('market_data');
  expect(federationName('tools')).toBe('tools');
});
