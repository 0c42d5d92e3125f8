import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiPort = process.env.PORT ?? '3000';

const config: UserConfig = {
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  // `@/…` imports resolve through tsconfig.json's paths, as they do for tsc, tsx and Playwright.
  resolve: { tsconfigPaths: true },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // Inline nothing as data: URLs; the CSP and long-lived caching want real files.
    assetsInlineLimit: 0,
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
