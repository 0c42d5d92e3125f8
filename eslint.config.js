// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

// The one-way imports of ARCHITECTURE.md: client → shared, server → shared, shared → nothing.
const serverPaths = ['**/server/**', '@/server/**'];
const clientPaths = ['**/client/**', '@/client/**'];

// Client features do not reach into each other: a feature imports components/, lib/, shared and its
// own folder. The shell (pages/, components/, app.tsx) composes features and passes what one needs
// from another. One zone per folder of src/client/features, read from disk so a new or renamed
// feature is covered without editing this file.
const features = readdirSync(new URL('src/client/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const boundary =
  'A feature imports only components/, lib/, shared and its own folder; the app shell (pages/, app.tsx) connects features.';
const featureZones = [
  ...features.map((feature) => ({
    target: `src/client/features/${feature}`,
    from: 'src/client/features',
    except: [`./${feature}`],
    message: boundary,
  })),
  {
    target: 'src/client/features',
    from: ['src/client/pages', 'src/client/app.tsx', 'src/client/main.tsx'],
    message: boundary,
  },
];

// Server modules (decision 015): routes → service → repository inside a module; across modules,
// only through the other module's service files (`service.ts`, `*-service.ts`), types included.
// A repository may also build another module's `query-parts.ts` into its queries. A route asks
// only its own module (and shared infrastructure, and auth's guards in auth/plugin.ts and auth/guards.ts). The
// folders below are shared infrastructure: any file may import any of theirs. The files at the
// root of src/server (app.ts, main.ts, deps.ts, config.ts…) are the composition root and wire
// every module. Every other folder is a module, read from disk as the client's features are.
const serverInfrastructure = [
  'db',
  'http',
  'jobs',
  'live',
  'mail',
  'posts',
  'render',
  'storage',
  'uploads',
];
const server = (...parts) => `${import.meta.dirname}/src/server/${parts.join('/')}`;
const serverModules = readdirSync(new URL('src/server', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !serverInfrastructure.includes(entry.name))
  .map((entry) => entry.name);
/** What a module offers the others: its service files, and auth its guards (globs, as the rule asks). */
const publicFiles = (module) => [
  server(module, '@(service|*-service).ts'),
  ...(module === 'auth' ? [server(module, '@(plugin|guards).ts')] : []),
];
const layering =
  "Across server modules, import only the other module's service files (service.ts, *-service.ts); a repository may also use its query-parts.ts (decision 015).";
const routesAsk =
  "A route asks only its own module's service (and shared infrastructure, auth's guards); decision 015.";
const moduleZones = serverModules.flatMap((module) => [
  {
    target: `src/server/!(${module})/**/!(repository|*-repository|query-parts).ts`,
    from: `src/server/${module}/**`,
    except: publicFiles(module),
    message: layering,
  },
  {
    target: `src/server/!(${module})/**/@(repository|*-repository|query-parts).ts`,
    from: `src/server/${module}/**`,
    except: [...publicFiles(module), server(module, '@(query-parts).ts')],
    message: layering,
  },
  {
    target: [`src/server/${module}/routes.ts`, `src/server/${module}/*-routes.ts`],
    from: serverModules
      .filter((other) => other !== module)
      .map((other) => `src/server/${other}/**`),
    except: [server('auth', '@(plugin|guards).ts')],
    message: routesAsk,
  },
]);

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', '.bench'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads only .js files and follows no import into TypeScript.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${import.meta.dirname}/tsconfig.json` }),
      ],
    },
    rules: {
      // Type-only imports are erased at build time and are not followed.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/client/features/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: featureZones },
      ],
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: moduleZones },
      ],
    },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...serverPaths, ...clientPaths],
              message: 'shared/ imports neither the server nor the client.',
            },
            {
              group: ['node:*', 'react', 'react-dom', 'react/*'],
              message: 'shared/ is pure TypeScript: no Node APIs, no React.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: serverPaths, message: 'The client never imports the server.' }] },
      ],
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: clientPaths, message: 'The server never imports the client.' }] },
      ],
    },
  },
);
