import { afterAll, afterEach, beforeAll } from 'vitest'
import { apiServer } from './mock-api'
// Matchers that say what a screen shows (toBeVisible, toHaveTextContent, toBeDisabled…), for every
// unit test file; the DOM ones run under jsdom only.
import '@testing-library/jest-dom/vitest'

// Every fetch of a test goes to Mock Service Worker; one nobody answers is an error.
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => apiServer.resetHandlers())
afterAll(() => apiServer.close())
