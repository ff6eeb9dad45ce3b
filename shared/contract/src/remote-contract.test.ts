import { CONTRACT_VERSION } from './constants';
import { REQUIREMENTS, requirement } from './abilities';
import {
  contractProblem,
  isIconPaths,
  definePage,
  defineRemote,
  federationName,
  remoteOf,
  specNavEntry,
  surfaceOf,
} from './remote-contract';
import { NAV_PATHS, SPEC_NAV, specNavTitle } from './spec-nav';

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

test('a remote is a list of page descriptors: routes, nav and loaders all come from them', () => {
  const calculator = definePage({
    path: NAV_PATHS.optionsCalculator,
    nav: { icon: 'Calculate' },
    requires: 'useTools',
    load: page,
  });
  const refer = definePage({ path: '/refer', requires: 'readReferral', authGuard: false, load: page });
  const surface = surfaceOf('tools', [calculator, refer]);
  expect(surface.routes).toEqual([
    { path: '/options-calculator', requires: { action: 'read', subject: 'Tools' } },
    { path: '/refer', requires: { action: 'read', subject: 'Referral' }, authGuard: false },
  ]);
  expect(surface.nav).toEqual([
    { title: 'Options Calculator', path: '/options-calculator', order: 37, icon: 'Calculate', requires: READ },
  ]);
  const remote = remoteOf('tools', '2.0.0', [calculator, refer]);
  expect(remote.routes.map((route) => route.load)).toEqual([page, page]);
  expect(() => surfaceOf('tools', [calculator, calculator])).toThrow('more than one page for /options-calculator');
});

test('named requirements give the CASL pair the host checks and the admission the API enforces', () => {
  expect(requirement('readMarketData')).toEqual({ action: 'read', subject: 'MarketData' });
  expect(REQUIREMENTS.readMarketData.admits).toBe('subscriber');
  expect(REQUIREMENTS.searchSymbols.admits).toBe('reader');
  expect(REQUIREMENTS.manageOwnAccount.admits).toBe('user');
  expect(specNavTitle(NAV_PATHS.politicians)).toBe('Politician Tracker');
});

test('a nav icon carries SVG path data and nothing that could be markup', () => {
  expect(isIconPaths(['M1 21h12v2H1z', 'M8.8 12a3.2 3.2 0 1 0 6.4 0'])).toBe(true);
  expect(isIconPaths(['m5.2497 8.0687 2.83-2.8268 14.1342 14.15e-1z'])).toBe(true);
  expect(isIconPaths([])).toBe(false);
  expect(isIconPaths('M1 21h12v2H1z')).toBe(false);
  expect(isIconPaths(['M0 0"/><script>'])).toBe(false);
  expect(isIconPaths(['url(#x)'])).toBe(false);
  expect(isIconPaths([`M${'1 '.repeat(5_000)}`])).toBe(false);
});
