import { configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { apiServer } from './mock-api'
// Matchers that say what a screen shows (toBeVisible, toHaveTextContent, toBeDisabled…), for every
// unit test file; the DOM ones run under jsdom only.
import '@testing-library/jest-dom/vitest'

// Every fetch of a test goes to Mock Service Worker; one nobody answers is an error.
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => apiServer.resetHandlers())
afterAll(() => apiServer.close())

// A test waits for what it expects to appear; on a busy machine that can take a while, so the
// ceiling is high (the wait ends as soon as it appears).
configure({ asyncUtilTimeout: 15_000 })
