// Matchers that say what a screen shows (toBeVisible, toHaveTextContent, toBeDisabled…), for every
// unit test file; the DOM ones run under jsdom only.
import '@testing-library/jest-dom/vitest'
