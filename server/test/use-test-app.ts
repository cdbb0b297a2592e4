import { afterAll, beforeAll } from 'vitest'
import { createOwnerSession } from './factories'
import type { AppDeps } from '../app'
import { createTestApp, listenOnLoopback, type TestContext } from './harness'

export interface UsedTestApp extends TestContext {
  /** With `listen`: the base URL of the real HTTP server the app answers on. */
  readonly baseUrl: string
}

/**
 * The app of a test file, made in a beforeAll and closed in an afterAll that this call registers:
 * read it inside tests and hooks, not at the top of the file. `env` adds to the test config;
 * `listen` also serves it on a loopback port, for what inject cannot read (a live stream never
 * ends); `logger` is the app's (the tests' apps log nothing). A file's own hooks registered after this call run after it is made and before it closes.
 */
export function useTestApp({
  env = {},
  listen = false,
  logger,
}: {
  env?: NodeJS.ProcessEnv
  listen?: boolean
  logger?: AppDeps['logger']
} = {}): UsedTestApp {
  let made: TestContext | undefined
  let url: string | undefined
  beforeAll(async () => {
    made = await createTestApp(env, { logger })
    if (listen) url = await listenOnLoopback(made.app)
  })
  afterAll(async () => {
    if (!made) return
    // After an aborted body, fetch (undici) keeps a spare connection that never sends a request;
    // the server would wait for its headers timeout before closing. Every stream is closed by now.
    if (listen) made.app.server.closeAllConnections()
    await made.close()
  })
  const current = () => {
    if (!made) throw new Error('The test app is made in beforeAll: read it inside a test or hook.')
    return made
  }
  return {
    get app() {
      return current().app
    },
    get database() {
      return current().database
    },
    get db() {
      return current().db
    },
    get queries() {
      return current().queries
    },
    get dataDir() {
      return current().dataDir
    },
    get databaseUrl() {
      return current().databaseUrl
    },
    get baseUrl() {
      if (!url) throw new Error('The test app listens only with useTestApp({ listen: true }).')
      return url
    },
    close: () => current().close(),
  }
}

/** A new shop whose owner is signed in on `t`'s app: use `headers` on app.inject. */
export const ownerSession = (
  t: TestContext,
  overrides: Parameters<typeof createOwnerSession>[2] = {},
) => createOwnerSession(t.db, t.app.config.jwtSecret, overrides)
export type OwnerSession = Awaited<ReturnType<typeof ownerSession>>
