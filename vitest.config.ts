import { defineConfig } from 'vitest/config'

// The API suite runs on embedded PGlite, and again on a real PostgreSQL server when
// TEST_DATABASE_URL is set (CI sets it).
const apiProject = (name: string, driver: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['server/**/*.test.ts'],
    env: { TEST_DB_DRIVER: driver },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'docs/**/*.test.ts'],
          setupFiles: ['web/testing/setup.ts'],
          testTimeout: 30_000,
        },
      },
      apiProject('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
    ],
  },
})
