import { manifestUrl, registryProblem, versionFolder } from './registry';

test('each remote version lives in its own folder under /mf', () => {
  expect(versionFolder('trackers', '1.4.0')).toBe('/mf/trackers/1.4.0');
  expect(manifestUrl('trackers', '1.4.0')).toBe('/mf/trackers/1.4.0/mf-manifest.json');
});

test('a document is a registry only with a revision and remotes that have entry, version and surface', () => {
  const remote = { version: '1.0.0', entry: '/mf/x/1.0.0/mf-manifest.json', surface: { id: 'x', routes: [], nav: [] } };
  expect(registryProblem({ revision: 3, remotes: { x: remote } })).toBeNull();
  expect(registryProblem(null)).toBe('not an object');
  expect(registryProblem({ remotes: {} })).toBe('no revision');
  expect(registryProblem({ revision: 1 })).toBe('no remotes');
  expect(registryProblem({ revision: 1, remotes: { x: { ...remote, entry: undefined } } })).toMatch(/no entry/);
  expect(registryProblem({ revision: 1, remotes: { x: { ...remote, surface: undefined } } })).toMatch(/no surface/);
});
