import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  test: {
    // By default one test file at a time on two cores. The API tests mostly wait for PostgreSQL
    // (each file has its own database), so three files at a time take about half as long.
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'],
          environment: 'node',
          // Every test starts with fresh call records on its spies.
          clearMocks: true,
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // Files share a worker's loaded modules instead of importing the whole server again each
          // (about a minute of the suite): each file still has its own app and database.
          isolate: false,
          environment: 'node',
          globalSetup: ['tests/setup/postgres-global.ts'],
          clearMocks: true,
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
