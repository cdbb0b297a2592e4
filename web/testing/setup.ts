import { configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { apiServer } from './mock-api'
// Matchers that say what a screen shows (toBeVisible, toHaveTextContent, toBeDisabled…), for every
// unit test file; the DOM ones run under jsdom only.
import '@testing-library/jest-dom/vitest'

// Every fetch of a test goes to Mock Service Worker; one nobody answers is an error.
beforeAll(() => apiServer.listen({ onUnhandledFrame: 'error' }))
afterEach(() => apiServer.resetHandlers())
afterAll(() => apiServer.close())

// A test waits for what it expects to appear; on a busy machine that can take a while, so the
// ceiling is high (the wait ends as soon as it appears).
configure({ asyncUtilTimeout: 15_000 })

// jsdom draws a <dialog> but does not open it: the app's modals open and close it as a browser does.
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
}
