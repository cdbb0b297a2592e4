import { createHash } from 'node:crypto'

/**
 * The first touch of a page's localStorage or sessionStorage makes the browser load that store
 * there and then, the page's thread waiting (5 to 40 ms in Chromium on a shared 2-core machine). A
 * customer page's script reads both as it adopts the page (the session, the cart, the chosen
 * place), so that wait fell inside the task that makes the page answer taps. The customer pages
 * touch both in their head instead, while their stylesheet and scripts are still on the way and
 * the thread has nothing else to do (docs/product.md#fast-public-pages). Blocked storage
 * (privacy settings) throws; the script ignores it, as the app does.
 */
export const STORAGE_WARMUP_SCRIPT = 'try{localStorage.length;sessionStorage.length}catch(e){}'

/** The Content-Security-Policy source that lets exactly that inline script run. */
export const STORAGE_WARMUP_SOURCE = `'sha256-${createHash('sha256').update(STORAGE_WARMUP_SCRIPT).digest('base64')}'`
