// One ESLint configuration for the whole monorepo; each package runs `eslint .` against it.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * The layering (docs/architecture.md): contracts at the bottom; terminal-ui's engine → machines →
 * hooks/components; site → terminal-ui, contracts, and inside it screens → shell → commands → data
 * → domain; api → contracts; in api, routes → repositories → db. An import that runs back up fails `npm run lint`. Each entry is a regex over the import's
 * source, checked on `import`/`export … from` (no-restricted-imports) and on `import()`
 * (no-restricted-syntax). A file takes the rules of every layer it sits in: ESLint keeps only the
 * last options given for a rule, so each layer lists its enclosing package's rules again.
 */
/** Package `name`, by its package name or by a relative path into its folder. */
const workspacePackage = (name) => ({
  regex: `^(@portfolio/${name}|(\\.\\./)+(packages/)?${name}/(src|build))(/|$)`,
  message: `@portfolio/${name} is not a dependency of this package (docs/architecture.md, "Dependency rules").`,
});
/** A sibling folder of terminal-ui's src/ (or api's src/), relatively or through the package's exports. */
const upperLayer = (pkg, folders, layer) => ({
  regex: `^((\\.\\./)+|@portfolio/${pkg}/)(${folders.join('|')})(/|$)`,
  message: `${layer} must not import from ${folders.join(', ')}: that layer sits above it (docs/architecture.md).`,
});
const noReact = { regex: '^(react|react-dom|preact|@xstate/react)(/|$)', message: "terminal-ui's engine is plain TypeScript: no React." };
const noXState = { regex: '^(xstate(/|$)|@xstate/)', message: "terminal-ui's engine is plain TypeScript: no XState (that is machines/)." };

const contractsLayer = [workspacePackage('terminal-ui'), workspacePackage('site'), workspacePackage('api')];
const terminalUiLayer = [workspacePackage('site'), workspacePackage('api')];
const engineLayer = [...terminalUiLayer, noReact, noXState, upperLayer('terminal-ui', ['machines', 'components', 'hooks'], "terminal-ui's engine")];
const machinesLayer = [...terminalUiLayer, upperLayer('terminal-ui', ['components', 'hooks'], "terminal-ui's machines")];
const siteLayer = [workspacePackage('api')];
/**
 * Inside the site, from the bottom: domain → data → commands → shell → screens → app (and ssr, main
 * above them). A folder's files may import from the folders below it, never from one above.
 */
const SITE_LAYERS = ['domain', 'data', 'commands', 'shell', 'screens', 'app', 'ssr'];
const siteFolderLayer = (folder) => [...siteLayer, upperLayer('site', SITE_LAYERS.slice(SITE_LAYERS.indexOf(folder) + 1), `the site's ${folder}/`)];
const apiLayer = [workspacePackage('site'), workspacePackage('terminal-ui')];
const apiDataLayer = [...apiLayer, upperLayer('api', ['routes'], "api's repositories and db")];

/** esquery regex literals end at the first `/`, so a slash is written as \u002F. */
const selectorRegex = (regex) => regex.replaceAll('/', '\\u002F');

function layer(files, restricted, ignores = []) {
  return {
    files,
    ignores,
    rules: {
      'no-restricted-imports': ['error', { patterns: restricted.map(({ regex, message }) => ({ regex, message })) }],
      'no-restricted-syntax': [
        'error',
        ...restricted.map(({ regex, message }) => ({ selector: `ImportExpression[source.value=/${selectorRegex(regex)}/]`, message })),
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', '**/storybook-static/**', '**/.turbo/**', 'test-results/**', 'playwright-report/**', 'data/**', '.storybook/public/**', 'bench/results.json'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...storybook.configs['flat/recommended'],
  // The layering: general layers first, the folders inside them after (a later entry wins).
  layer(['packages/contracts/**'], contractsLayer),
  layer(['packages/terminal-ui/**'], terminalUiLayer),
  layer(['packages/terminal-ui/src/engine/**'], engineLayer),
  layer(['packages/terminal-ui/src/machines/**'], machinesLayer),
  layer(['packages/site/**'], siteLayer),
  // Tests and stories aside: a story may show a screen with what the server draws (ssr/).
  ...SITE_LAYERS.slice(0, -1).map((folder) => layer([`packages/site/src/${folder}/**`], siteFolderLayer(folder), ['**/*.test.{ts,tsx}', '**/*.stories.tsx'])),
  layer(['packages/api/**'], apiLayer),
  layer(['packages/api/src/repositories/**', 'packages/api/src/db/**'], apiDataLayer),
);
