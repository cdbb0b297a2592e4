/**
 * The Debian Chromium the e2e tests and the Lighthouse bench drive (never a downloaded browser),
 * and its flags for a closed network on a shared machine: no updates, sync or background fetches.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
