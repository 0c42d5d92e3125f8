import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiPort = process.env.PORT ?? '3000';

/**
 * The stylesheet first in the head, before the entry script and its module preloads: the first
 * paint waits for it (a page the server drew needs nothing else), and over HTTP/1.1's six
 * connections it would otherwise queue behind ten script files (docs/performance.md, Lighthouse).
 */
const stylesheetFirst: Plugin = {
  name: 'rotation:stylesheet-first',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const sheets = html.match(/<link rel="stylesheet"[^>]*>\s*/g) ?? [];
      if (sheets.length === 0) return html;
      const without = sheets.reduce((rest, sheet) => rest.replace(sheet, ''), html);
      const firstScript = without.search(/<script|<link rel="modulepreload"/);
      if (firstScript < 0) return html;
      return `${without.slice(0, firstScript)}${sheets.map((sheet) => sheet.trim()).join('\n    ')}\n    ${without.slice(firstScript)}`;
    },
  },
};

/**
 * zxcvbn and its common-password dictionaries (about 240 kB gzipped): one chunk, loaded only
 * when someone types a new password (src/shared/password-strength.ts) and never precached by the
 * service worker (docs/decisions/051-password-strength.md).
 */
export const PASSWORD_STRENGTH_CHUNK = 'password-strength';
const PASSWORD_STRENGTH_PACKAGES = /node_modules[\\/](@zxcvbn-ts|fastest-levenshtein)[\\/]/;

/** The packages every page loads (see build.rolldownOptions below). */
const SHELL_PACKAGES =
  /node_modules[\\/](react|react-dom|scheduler|clsx|@tanstack|wouter|regexparam)[\\/]|src[\\/]client[\\/]lib[\\/]use-sync-external-store/;

const config: UserConfig = {
  root: 'src/client',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    stylesheetFirst,
    // docs/product.md, Installable app; docs/decisions/038-service-worker.md.
    VitePWA({
      // Our own worker (src/client/sw.ts), because the same worker shows push alerts.
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      // A new version waits for the person's Reload (features/service-worker/update-prompt.tsx).
      registerType: 'prompt',
      // Registered by the app after the page has loaded, so nothing is added to the first load.
      injectRegister: false,
      injectManifest: {
        // The shell, the built code and styles, and the icons (the manifest's are added too).
        globPatterns: ['index.html', 'assets/**/*.{js,css}', 'favicon.svg', 'icons/*.png'],
        // A quarter of a megabyte that only a sign-up or a password reset needs, fetched then.
        globIgnores: [`assets/${PASSWORD_STRENGTH_CHUNK}-*.js`],
      },
      manifest: {
        id: '/',
        name: 'Rotation',
        short_name: 'Rotation',
        description:
          'A peer-to-peer marketplace for second-hand streetwear. No fees for buyers or sellers.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#18181b',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      // No worker in `npm run dev`: it would cache the dev server's modules.
      devOptions: { enabled: false },
    }),
  ],
  // `@/…` imports resolve through tsconfig.json's paths, as they do for tsc, tsx and Playwright.
  resolve: {
    tsconfigPaths: true,
    alias: [
      {
        find: /^use-sync-external-store\/shim\/index\.js$/,
        replacement: fileURLToPath(
          new URL('src/client/lib/use-sync-external-store.ts', import.meta.url),
        ),
      },
    ],
  },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // Inline nothing as data: URLs; the CSP and long-lived caching want real files.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every page needs React, TanStack Query and the router: one file for them instead of
          // the dozen small ones automatic splitting makes of what the entry shares with lazy
          // pages; one file compresses better (about 2 kB gzipped less, docs/performance.md).
          groups: [
            { name: 'shell', test: SHELL_PACKAGES },
            { name: PASSWORD_STRENGTH_CHUNK, test: PASSWORD_STRENGTH_PACKAGES },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/uploads': `http://127.0.0.1:${apiPort}`,
    },
  },
};

export default defineConfig(({ command }) => {
  // A build is always the production bundle, whatever NODE_ENV the shell (or `npm start` with
  // NODE_ENV=development) has: React's development runtime is several times larger.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return config;
});
