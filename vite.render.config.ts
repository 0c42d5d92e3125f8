import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The server's renderer of a visitor's first screen (src/client/first-screen.tsx,
 * docs/decisions/042-first-screen.md), built for Node into dist/render. Packages stay in
 * node_modules (Vite's default for a server build); the app's own code is bundled, so the server
 * loads a built file and never imports the client's sources.
 */
export default defineConfig({
  root: 'src/client',
  // The public folder is the browser build's to copy.
  publicDir: false,
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  build: {
    ssr: 'first-screen.tsx',
    outDir: '../../dist/render',
    emptyOutDir: true,
    sourcemap: false,
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: { entryFileNames: 'first-screen.js' },
      // The service worker's registration, imported by an effect, which never runs on a server.
      external: ['virtual:pwa-register'],
    },
  },
  // A build is always the production bundle (vite.config.ts says why).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
});
