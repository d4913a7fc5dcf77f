/**
 * Lint = the layering of DESIGN.md §2, enforced on resolved paths:
 *   apps → features → ui → platform; every layer may import machines;
 *   machines import only platform/contracts and platform/protocol (pure code);
 *   features never import each other; browser code never imports server/;
 *   server imports platform and machines only.
 * Plus unused code is an error ("delete dead code") and the rules of React hooks; code lines
 * stay within 120 characters (prettier, .prettierrc.json, wraps code; strings and comments are
 * split by hand) and file and folder names are kebab-case (a middle extension such as
 * `.test.ts` or `.machine.ts` is not part of the name).
 */
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';

const features = readdirSync(new URL('./features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const browser = ['./apps', './features', './ui', './platform', './machines'];

const zones = [
  { target: browser, from: './server', message: 'Browser code never imports server/ (DESIGN.md §2).' },
  {
    target: './server',
    from: ['./apps', './features', './ui'],
    message: 'The server imports platform/ and machines/ only.',
  },
  {
    target: './machines',
    from: ['./apps', './features', './ui', './server'],
    message: 'Machines are pure (DESIGN.md §5).',
  },
  {
    target: './machines',
    from: './platform',
    // platform/forms and platform/workflow: form and workflow definitions, pure tree operations (data, like contracts).
    except: ['./contracts', './protocol', './forms', './workflow'],
    message: 'Machines import only platform/contracts, protocol, forms and workflow (types and the code catalogue).',
  },
  { target: './platform', from: ['./apps', './features', './ui'], message: 'platform/ is the bottom layer.' },
  { target: './ui', from: ['./apps', './features'], message: 'ui/ may not import features/ or apps/.' },
  { target: './features', from: './apps', message: 'features/ may not import apps/.' },
  ...features.map((f) => ({
    target: `./features/${f}`,
    from: './features',
    except: [`./${f}`],
    message: 'Features never import each other: move what two need down to ui/ or platform/.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'server/db/migrations/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    plugins: {
      import: importPlugin,
      '@typescript-eslint': tseslint.plugin,
      'react-hooks': reactHooks,
      'check-file': checkFile,
    },
    // Imports are relative without extensions (docs/architecture.md): the node resolver finds them.
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      'import/no-restricted-paths': ['error', { zones }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      'max-len': ['error', { code: 120, tabWidth: 2, ignoreUrls: true }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs,mts}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{apps,bench,features,machines,platform,scripts,server,test,ui}/**/': 'KEBAB_CASE' },
      ],
    },
  },
);
