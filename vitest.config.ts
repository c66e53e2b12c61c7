import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// A worker evaluates the modules its test files share once, not once per file (isolate: false): importing the
// server's stack took about half of the suite's time. State stays per file all the same, since every test file
// builds its own database, auth instance and servers; a file that mocks a module resets the module cache first
// (vi.resetModules in vi.hoisted), so that what imports the mocked module loads afresh.
const shared = { resolve: { tsconfigPaths: true } }

export default defineConfig({
  test: {
    // A test file spends much of its time waiting (a database, an SMTP sink, a child process): two workers at least,
    // where Vitest would start one on 2 cores. On PostgreSQL each worker has a database of its own
    // (src/test/worker-database.ts).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        ...shared,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'locales/**/*.test.ts',
            'scripts/*.test.ts',
            'scripts/vite/*.test.ts',
            'bench/lib/*.test.ts',
            'bench/lighthouse/*.test.ts',
          ],
          // The generator's end-to-end test has a command of its own (vitest.generator.config.ts).
          exclude: ['src/**/*.integration.test.ts', 'scripts/*.e2e.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        ...shared,
        test: {
          name: 'integration',
          include: ['src/**/*.integration.test.ts'],
          // The Redis tests need a Redis: they run when TEST_REDIS_URL names one (CI does); the PostgreSQL ones, when
          // TEST_DATABASE_URL names a server (the PostgreSQL pass).
          exclude: [
            ...(process.env.TEST_REDIS_URL ? [] : ['src/**/*.redis.integration.test.ts']),
            // Tests of several processes on one database: the embedded PGlite belongs to one process.
            ...(process.env.TEST_DATABASE_URL ? [] : ['src/**/*.postgres.integration.test.ts']),
          ],
          environment: 'node',
          isolate: false,
          globalSetup: ['./src/test/integration-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
