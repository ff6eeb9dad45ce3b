import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** MUI is shared through its barrel (plus styles; icons reach SvgIcon through the shared entry): deep component imports would bundle a copy. */
const MUI_BARREL_ONLY = {
  group: ['@mui/material/*', '!@mui/material/styles'],
  message: "Import MUI components from '@mui/material' (the shared singleton), not from deep paths.",
};

const restrict = (...patterns) => ['error', { patterns: [MUI_BARREL_ONLY, ...patterns] }];

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
    // Libraries never import apps.
    files: ['shared/**'],
    rules: {
      'no-restricted-imports': restrict({
        group: ['@flowdeck/host', '@flowdeck/remote-*', '**/host/**', '**/remotes/**'],
        message: 'Shared libraries never import the host or a remote.',
      }),
    },
  },
  {
    // A remote never imports another remote or the host — only shared/*.
    files: ['remotes/**'],
    rules: {
      'no-restricted-imports': restrict({
        group: ['@flowdeck/host', '@flowdeck/remote-*', '../../*/src/**', '**/host/src/**'],
        message: 'A remote imports only shared/* packages, never the host or another remote.',
      }),
    },
  },
);
