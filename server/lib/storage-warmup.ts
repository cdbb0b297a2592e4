import { createHash } from 'node:crypto'

/**
 * The first touch of a page's localStorage or sessionStorage makes the browser load that store
 * there and then, the page's thread waiting (2 to 55 ms in Chromium on a shared 2-core machine). A
 * customer page's script reads both as it adopts the page (the session, the cart, the chosen
 * place), so that wait fell inside the task that makes the page answer taps. The customer pages
 * touch both early instead, while their stylesheet and scripts are still on the way and the thread
 * has nothing else to do (docs/product.md#fast-public-pages): in a task of its own that the head
 * schedules, not in the parsing of the page itself, which the first paint waits for. Blocked storage
 * (privacy settings) throws; the script ignores it, as the app does.
 */
export const STORAGE_WARMUP_SCRIPT =
  'setTimeout(function(){try{localStorage.length;sessionStorage.length}catch(e){}})'

/** The Content-Security-Policy source that lets exactly that inline script run. */
export const STORAGE_WARMUP_SOURCE = `'sha256-${createHash('sha256').update(STORAGE_WARMUP_SCRIPT).digest('base64')}'`
