import { defineConfig } from 'vitest/config'

// `npm run test:generator`: the generator's end-to-end test, which generates an entity on a copy of the project and
// type-checks, lints and tests that copy (about three minutes of CPU, so not part of `npm test`). Its steps set their
// own timeouts; the nested runs are the copy's own tools.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['scripts/gen-entity.e2e.test.ts'],
    environment: 'node',
  },
})
