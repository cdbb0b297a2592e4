import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  APP_STATE_ID,
  MENU_DATA_ID,
  scriptJson,
  type PageRenderer,
  type RenderedAppPage,
} from '../../../domain/menu/pages'
import { compressOnce, etagOf, type PreparedJson } from '../../lib/http-cache'
import { withShopHead, type ShopHead } from './preview'

/**
 * The built web app as the public pages need it (docs/product.md#fast-public-pages): its page, the
 * files each screen loads, and the QR menu's own script and stylesheet.
 */
export interface WebBuild {
  /** dist/web/index.html: the app's page, with its script and stylesheet. */
  template: string
  /** The QR menu's script and the text of its stylesheet, from the menu build; null when absent. */
  menuIsland: { script: string; css: string } | null
  /** The script files a screen's module loads (itself and its imports, not the app's entry). */
  screenFiles(module: string): string[]
}

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>

const readJson = <T>(file: string): T | null =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null

export function readWebBuild(webDir: string): WebBuild {
  const template = readFileSync(path.join(webDir, 'index.html'), 'utf8')
  const manifest = readJson<Manifest>(path.join(webDir, '.vite/manifest.json')) ?? {}
  const menuManifest = readJson<Manifest>(path.join(webDir, '.vite/menu-manifest.json'))
  const island = menuManifest && Object.values(menuManifest)[0]
  const entry = manifest['index.html']?.file

  const closure = (keys: string[], seen: Set<string>) => {
    for (const key of keys) {
      const chunk = manifest[key]
      if (!chunk || seen.has(chunk.file)) continue
      seen.add(chunk.file)
      closure(chunk.imports ?? [], seen)
    }
    return seen
  }

  return {
    template,
    menuIsland: island
      ? {
          script: island.file,
          css: (island.css ?? [])
            .map((file) => readFileSync(path.join(webDir, file), 'utf8'))
            .join(''),
        }
      : null,
    screenFiles: (module) => [...closure([module], new Set())].filter((f) => f !== entry),
  }
}

/** The renderer the web build made for the server (dist/ssr), or null when it was not built. */
export async function loadPageRenderer(ssrDir: string): Promise<PageRenderer | null> {
  const file = path.join(ssrDir, 'entry-server.js')
  if (!existsSync(file)) return null
  return (await import(pathToFileURL(file).href)) as PageRenderer
}

/** A function replacer: page text may hold `$&` and the like, which a string replacement reads. */
const put = (text: string) => () => text

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
  const preloads = (options.module ? build.screenFiles(options.module) : [])
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('')
  const html = (options.head ? withShopHead(build.template, options.head) : build.template)
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
