import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jest from 'eslint-plugin-jest';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = dirname(fileURLToPath(import.meta.url));

/** Sub-folders of a folder (read at lint time, so a new remote or feature is walled in without editing this file). */
const subfolders = (folder) =>
  existsSync(join(ROOT, folder))
    ? readdirSync(join(ROOT, folder), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

const REMOTES = subfolders('remotes');
/** The deployable React apps: each has `src/features/<feature>/`, and features never import each other. */
const APPS = ['host', ...REMOTES.map((remote) => `remotes/${remote}`)];
/** Workspace package names of the apps (a package import of an app never resolves, so it is refused by name). */
const APP_PACKAGES = ['@flowdeck/host', ...REMOTES.map((remote) => `@flowdeck/${remote}`)];

/** MUI is shared through its barrel (plus styles; icons reach SvgIcon through the shared entry): deep component imports would bundle a copy. */
const MUI_BARREL_ONLY = {
  group: ['@mui/material/*', '!@mui/material/styles'],
  message: "Import MUI components from '@mui/material' (the shared singleton), not from deep paths.",
};

const restrict = (...patterns) => ['error', { patterns: [MUI_BARREL_ONLY, ...patterns] }];

/** The API's core: it is used by the feature modules and never uses them (wiring happens at the composition root). */
const API_CORE = [
  'api/src/config.ts',
  'api/src/db',
  'api/src/lib',
  'api/src/market',
  // The market simulator and its universe (the simulated records beside them read their modules' types).
  'api/src/sources/simulator/market',
  'api/src/sources/simulator/universe',
];

/** The import walls, as zones on resolved paths (so a deep relative import is caught like a short one). */
function importZones() {
  const zones = [
    ...REMOTES.flatMap((remote) => [
      {
        target: `remotes/${remote}`,
        from: 'remotes',
        except: [`./${remote}`],
        message: 'A remote imports only shared/* packages, never another remote.',
      },
      { target: `remotes/${remote}`, from: 'host', message: 'A remote never imports the host.' },
    ]),
    { target: 'host', from: 'remotes', message: 'The host loads remotes at run time; it never imports them.' },
    {
      target: 'shared',
      from: ['host', 'remotes', 'api'],
      message: 'Shared libraries never import the host, a remote or the API.',
    },
    ...APPS.flatMap((app) =>
      subfolders(`${app}/src/features`).map((feature) => ({
        target: `${app}/src/features/${feature}`,
        from: `${app}/src/features`,
        except: [`./${feature}`],
        message: 'Features never import each other: move what both need to src/components, lib, api or hooks.',
      })),
    ),
    {
      target: API_CORE,
      from: 'api/src/modules',
      message: 'The API core never imports a feature module: wire them together at the composition root.',
    },
    {
      // A module reads its records through the source interface it declares (its source.ts); app.ts picks the
      // simulator. Its tests may use the simulator as a fixture.
      target: 'api/src/modules/**/!(*.test).ts',
      from: 'api/src/sources/simulator/records',
      message:
        "A module reads public records through its source.ts interface (deps.records), never the simulator's generators.",
    },
  ];
  return ['error', { basePath: ROOT, zones }];
}

/**
 * e2e and bench reach workspace code only through its package: a relative path into another package's source
 * is refused. (Not a zone: a zone sees the resolved file, which is the same for a package import.)
 */
const RELATIVE_SOURCE_PATH = String.raw`^(\.\./)+(host|remotes|api/src|shared/[^/]+/src)(/|$)`;
const RELATIVE_SOURCE_MESSAGE =
  'e2e and bench import workspace code through its package, never by a relative path into its source.';

/**
 * A feature module's SQL sits in its repository.ts (issue 12): a query builder call or a `sql` template anywhere
 * else in api/src/modules is refused.
 */
const SQL_OUTSIDE_REPOSITORY = "A module's SQL belongs in its repository.ts: call a repository method from here.";

/** How a test says it asserts: jest's expect, node's assert, and the helpers that wrap them. */
const JEST_ASSERTIONS = ['expect'];
// `rejects(...)`: the API tests' helper that asserts the status, the error body and that nothing was written.
const NODE_TEST_ASSERTIONS = ['assert', 'assert.*', 'assert.*.*', 'rejects'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'var/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': restrict(),
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these the cycle check parses no TypeScript file, and so sees no cycle through one.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      // Parsed dependencies are kept for the whole run (the default forgets them after 30 s and parses again).
      'import-x/cache': { lifetime: Infinity },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'],
          // The API's ESM sources import './x.js' for './x.ts'.
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] },
          conditionNames: ['types', 'import', 'require', 'default'],
          mainFields: ['types', 'module', 'main'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': importZones(),
      // External packages cannot import us back: skipping them keeps the cycle walk to our own files.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Libraries never import apps.
    files: ['shared/**'],
    rules: {
      'no-restricted-imports': restrict({
        group: APP_PACKAGES,
        message: 'Shared libraries never import the host or a remote.',
      }),
    },
  },
  {
    // A remote never imports another remote or the host — only shared/*.
    files: ['remotes/**'],
    rules: {
      'no-restricted-imports': restrict({
        group: APP_PACKAGES,
        message: 'A remote imports only shared/* packages, never the host or another remote.',
      }),
    },
  },
  {
    files: ['host/**'],
    rules: {
      'no-restricted-imports': restrict({
        group: APP_PACKAGES,
        message: 'The host loads remotes at run time; it never imports them.',
      }),
    },
  },
  {
    files: ['e2e/**', 'bench/**'],
    rules: {
      'no-restricted-imports': restrict({ regex: RELATIVE_SOURCE_PATH, message: RELATIVE_SOURCE_MESSAGE }),
      'no-restricted-syntax': [
        'error',
        {
          // esquery's regex literal cannot hold a '/': spelled \x2F.
          selector: `ImportExpression > Literal[value=/${RELATIVE_SOURCE_PATH.replaceAll('/', String.raw`\x2F`)}/]`,
          message: RELATIVE_SOURCE_MESSAGE,
        },
      ],
    },
  },
  {
    files: ['api/src/modules/**/*.ts'],
    ignores: ['api/src/modules/**/repository.ts', 'api/src/modules/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|mergeInto)$/]',
          message: SQL_OUTSIDE_REPOSITORY,
        },
        { selector: 'TaggedTemplateExpression[tag.name="sql"]', message: SQL_OUTSIDE_REPOSITORY },
        {
          selector: 'TaggedTemplateExpression[tag.type="TSInstantiationExpression"][tag.expression.name="sql"]',
          message: SQL_OUTSIDE_REPOSITORY,
        },
      ],
    },
  },
  {
    // jest beside the code in the apps and libraries: every test asserts, none is focused.
    files: ['host/**/*.test.{ts,tsx}', 'remotes/**/*.test.{ts,tsx}', 'shared/**/*.test.{ts,tsx}'],
    plugins: { jest },
    rules: {
      'jest/expect-expect': ['error', { assertFunctionNames: JEST_ASSERTIONS }],
      'jest/no-focused-tests': 'error',
    },
  },
  {
    // The API's and the tools' tests run on node:test and assert with node:assert.
    files: ['api/**/*.test.ts', 'tools/**/*.test.mjs'],
    plugins: { jest },
    settings: { jest: { globalPackage: 'node:test' } },
    rules: {
      'jest/expect-expect': ['error', { assertFunctionNames: NODE_TEST_ASSERTIONS }],
      'jest/no-focused-tests': 'error',
    },
  },
  {
    files: ['e2e/**/*.spec.ts'],
    ...playwright.configs['flat/recommended'],
    rules: {
      'playwright/expect-expect': 'error',
      'playwright/no-focused-test': 'error',
    },
  },
);
