import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  APP_STATE_ID,
  customerScreenOf,
  isPanelAddress,
  MENU_DATA_ID,
  scriptJson,
  type PageRenderer,
  type RenderedAppPage,
} from '../../../domain/menu/pages'
import { STORAGE_WARMUP_SCRIPT } from '../../lib/storage-warmup'
import { compressOnce, etagOf, type PreparedJson } from '../../lib/http-cache'
import { withShopHead, type ShopHead } from './preview'

/**
 * The built web app as the public pages need it (docs/product.md#fast-public-pages): its pages, the
 * files each screen loads, and the QR menu's own script and stylesheet.
 */
export interface WebBuild {
  /** dist/web/index.html: the app's page, with its script and stylesheet (the panel's, on React). */
  template: string
  /**
   * The customer pages' page: the app's, naming the light build's script, the modules it imports
   * and its stylesheet instead (docs/decisions/0021-light-customer-runtime.md); the app's page when
   * that build is absent.
   */
  customerTemplate: string
  /**
   * The page an address starts from: the panel's addresses the app's, any other the customer's,
   * naming the files of the address's screen (domain/menu/pages.ts CUSTOMER_SCREENS) and of the
   * `parts` it loads apart and will draw at once, so they come with the page rather than after
   * its script has run.
   */
  pageFor(pathname: string, parts?: readonly string[]): string
  /** The QR menu's script and the text of its stylesheet, from the menu build; null when absent. */
  menuIsland: { script: string; css: string } | null
  /**
   * The script files a customer screen's module loads (itself and its imports, not the entry's), in
   * the build the customer's page runs.
   */
  screenFiles(module: string): string[]
}

/** A function replacer: page text may hold `$&` and the like, which a string replacement reads. */
const put = (text: string) => () => text

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>

/** The chunks of `keys` in `manifest` and every chunk they import statically. */
function chunksOf(manifest: Manifest, keys: string[], seen = new Set<Manifest[string]>()) {
  for (const key of keys) {
    const chunk = manifest[key]
    if (!chunk || seen.has(chunk)) continue
    seen.add(chunk)
    chunksOf(manifest, chunk.imports ?? [], seen)
  }
  return [...seen]
}

/** The files of `keys` in `manifest` and every file they import statically. */
const closure = (manifest: Manifest, keys: string[]) =>
  new Set(chunksOf(manifest, keys).map((chunk) => chunk.file))

/** The tags that have the browser fetch `files`, modules each, before a script asks for them. */
const preloadsOf = (files: Iterable<string>) =>
  [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('')

/** The customer build's entry in its manifest (vite.customer.config.ts). */
const CUSTOMER_ENTRY = 'customer.tsx'

/** The app's page with the customer build's entry, its imports and stylesheet in place of the app's. */
function withCustomerScripts(template: string, manifest: Manifest) {
  const entry = manifest[CUSTOMER_ENTRY]
  const preloads = preloadsOf(closure(manifest, entry.imports ?? []))
  // The stylesheet may sit with a chunk the entry imports rather than with the entry itself.
  const styles = [...new Set(chunksOf(manifest, [CUSTOMER_ENTRY]).flatMap((c) => c.css ?? []))]
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join('')
  return (
    template
      .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
      // First in the head, before the stylesheet, which an inline script after it would wait for.
      .replace(/<meta charset[^>]*>/i, (tag) => `${tag}<script>${STORAGE_WARMUP_SCRIPT}</script>`)
      .replace(/<link rel="stylesheet"[^>]*>/, put(styles))
      .replace(
        /<script type="module"[^>]*><\/script>/,
        put(`<script type="module" crossorigin src="/${entry.file}"></script>${preloads}`),
      )
  )
}

const readJson = <T>(file: string): T | null =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null

export function readWebBuild(webDir: string): WebBuild {
  const template = readFileSync(path.join(webDir, 'index.html'), 'utf8')
  const appManifest = readJson<Manifest>(path.join(webDir, '.vite/manifest.json')) ?? {}
  const customerManifest = readJson<Manifest>(path.join(webDir, '.vite/customer-manifest.json'))
  const menuManifest = readJson<Manifest>(path.join(webDir, '.vite/menu-manifest.json'))
  const island = menuManifest && Object.values(menuManifest)[0]
  const light = customerManifest?.[CUSTOMER_ENTRY] ? customerManifest : null
  const manifest = light ?? appManifest
  // The entry and what it imports, which the page names already.
  const entryFiles = closure(manifest, [light ? CUSTOMER_ENTRY : 'index.html'])
  const customerTemplate = light ? withCustomerScripts(template, light) : template
  const screenFiles = (module: string) =>
    [...closure(manifest, [module])].filter((f) => !entryFiles.has(f))
  // A customer page the browser draws names its screen's files too, and those of the parts asked
  // for, made once per screen and parts.
  const customerPages = new Map<string, string>()
  const customerPage = (module: string | null, parts: readonly string[]) => {
    if (!module) return customerTemplate
    const key = [module, ...parts].join('\n')
    let page = customerPages.get(key)
    if (page === undefined) {
      const files = new Set([module, ...parts].flatMap(screenFiles))
      page = customerTemplate.replace('</head>', put(`${preloadsOf(files)}</head>`))
      customerPages.set(key, page)
    }
    return page
  }

  return {
    template,
    customerTemplate,
    pageFor: (pathname, parts = []) =>
      isPanelAddress(pathname) ? template : customerPage(customerScreenOf(pathname), parts),
    menuIsland: island
      ? {
          script: island.file,
          css: (island.css ?? [])
            .map((file) => readFileSync(path.join(webDir, file), 'utf8'))
            .join(''),
        }
      : null,
    screenFiles,
  }
}

/** The renderer the web build made for the server (dist/ssr), or null when it was not built. */
export async function loadPageRenderer(ssrDir: string): Promise<PageRenderer | null> {
  const file = path.join(ssrDir, 'entry-server.js')
  if (!existsSync(file)) return null
  return (await import(pathToFileURL(file).href)) as PageRenderer
}

/**
 * React writes the preloads of the images it renders at the start of its HTML; in the page they
 * belong in the head, where the browser reads them first.
 */
function splitPreloads(html: string) {
  const links = html.match(/^(?:<link [^>]*>)+/)?.[0] ?? ''
  return { links, body: html.slice(links.length) }
}

/** A page, its validator and its bytes, plain and compressed, made once for every time it is sent. */
export interface Document extends PreparedJson {
  html: string
}

export const pageDocument = (html: string): Document => {
  const bytes = Buffer.from(html)
  return { html, bytes, etag: etagOf(bytes), encoded: compressOnce(bytes) }
}

/** An app page drawn on the server, in the app's page, with the data to adopt it with. */
export function appDocument(
  build: WebBuild,
  page: RenderedAppPage,
  options: { head?: ShopHead; module?: string },
): Document {
  const { links, body } = splitPreloads(page.html)
  const preloads = preloadsOf(options.module ? build.screenFiles(options.module) : [])
  const template = build.customerTemplate
  const html = (options.head ? withShopHead(template, options.head) : template)
    .replace('</head>', put(`${links}${preloads}</head>`))
    .replace(
      '<div id="root"></div>',
      put(
        `<div id="root">${body}</div>` +
          `<script type="application/json" id="${APP_STATE_ID}">${scriptJson(page.state)}</script>`,
      ),
    )
  return pageDocument(html)
}

/**
 * The QR menu's page: the menu drawn, its stylesheet inline, its data beside it and its own small
 * script in place of the app's (docs/product.md#fast-public-pages).
 */
export function menuDocument(
  build: WebBuild & { menuIsland: NonNullable<WebBuild['menuIsland']> },
  head: ShopHead,
  menuHtml: string,
  menu: unknown,
): Document {
  const { links, body } = splitPreloads(menuHtml)
  const html = withShopHead(build.template, head)
    // The app's stylesheet and the modules its script would load give way to the menu's own.
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(/<link rel="stylesheet"[^>]*>/, put(`<style>${build.menuIsland.css}</style>`))
    .replace(
      /<script type="module"[^>]*><\/script>/,
      put(`<script type="module" crossorigin src="/${build.menuIsland.script}"></script>`),
    )
    .replace('</head>', put(`${links}</head>`))
    .replace(
      '<div id="root"></div>',
      put(
        `<div id="root">${body}</div>` +
          `<script type="application/json" id="${MENU_DATA_ID}">${scriptJson(menu)}</script>`,
      ),
    )
  return pageDocument(html)
}
