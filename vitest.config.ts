import { defineConfig } from 'vitest/config'

const shared = { resolve: { tsconfigPaths: true } }

export default defineConfig({
  test: {
    projects: [
      {
        ...shared,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'locales/**/*.test.ts',
            'scripts/*.test.ts',
            'bench/lib/*.test.ts',
            'bench/lighthouse/*.test.ts',
          ],
          exclude: ['src/**/*.integration.test.ts', 'scripts/*.integration.test.ts'],
          environment: 'node',
        },
      },
      {
        ...shared,
        test: {
          name: 'integration',
          include: ['src/**/*.integration.test.ts', 'scripts/*.integration.test.ts'],
          // The Redis tests need a Redis: they run when TEST_REDIS_URL names one (CI does).
          // The generator's test runs once, on PGlite: the PostgreSQL pass (TEST_DATABASE_URL) leaves it out.
          exclude: [
            ...(process.env.TEST_REDIS_URL ? [] : ['src/**/*.redis.integration.test.ts']),
            ...(process.env.TEST_DATABASE_URL ? ['scripts/gen-entity.integration.test.ts'] : []),
          ],
          environment: 'node',
          globalSetup: ['./src/test/integration-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // On a shared PostgreSQL server the files run one after another (one database).
          fileParallelism: !process.env.TEST_DATABASE_URL,
        },
      },
    ],
  },
})
