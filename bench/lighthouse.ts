/**
 * `npm run bench:lighthouse [-- --check] [-- --runs N] [-- --page NAME]`: Lighthouse performance of
 * every public page, as a phone on a slow 4G network sees them (Lighthouse's default mobile preset:
 * simulated Slow 4G and a 4x CPU slowdown), against the compiled app started as `npm start` does
 * (fresh DATA_DIR with the demo shops, NODE_ENV=production) plus one shop of 100 products the
 * bench adds. Needs `npm run build` first; builds nothing.
 *
 * Each page is asked for twice first, so the server has drawn it once (see warm()), then measured
 * `--runs` times (3 by default), each in a fresh Chromium; the table shows
 * the median of performance, LCP, TBT, CLS and the script bytes transferred, marks each budgeted
 * figure ok or over (docs/product.md#budgets), prints it and writes it to
 * bench/results/lighthouse.md with the conditions; `--reports DIR` keeps every run's whole report
 * there as JSON. A measurement, not a test: it exits 0 whatever the figures, unless `--check` is
 * given.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import puppeteer, { type Page } from 'puppeteer-core'
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import {
  BUILT_WEB_INDEX,
  freePort,
  startServer,
  stopServer,
  waitForHealth,
} from '../server/test/server-process'
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium'
import { sql } from 'drizzle-orm'
import { addToCart, cartStorageKey, serializeCart } from '../domain/cart/rules'
import type { PublicMenu } from '../domain/menu/schemas'
import { effectivePrice } from '../domain/money/rules'
import { slugify } from '../domain/text/rules'
import { diskStorage } from '../server/adapters/storage/disk'
import { openDatabase } from '../server/db/client'
import { writeMissingVariants } from '../server/modules/pictures/variants-command'
import { paths } from '../web/paths'
import { insertBenchShops } from './seed-shops'
import { markdownTable } from './table'
import { median } from './median'

const root = fileURLToPath(new URL('..', import.meta.url))
const RESULTS = path.join(root, 'bench/results/lighthouse.md')
// Playwright adds --headless itself; chrome-launcher does not.
const CHROME_FLAGS = ['--headless', ...chromiumArgs]
// A shop of the demo seed (server/demo), and the one of 100 products this bench adds.
const DEMO_SLUG = slugify('Empanadas La Salteña')
const BIG_SLUG = 'cien-productos'

type Metric = 'score' | 'fcp' | 'lcp' | 'tbt' | 'cls' | 'si' | 'script'
/** Lower bound for the score, upper bound for the rest (docs/product.md#budgets). */
type Budget = Partial<Record<Metric, number>>

/** Every public page's goal (docs/product.md#budgets), which `--check` holds them to. */
const TARGET: Budget = { score: 97, lcp: 1500, tbt: 100, cls: 0 }

interface PublicPage {
  name: string
  path: string
  budget: Budget
  /** A shop whose cart the browser holds before the page loads (the checkout draws its form). */
  cartOf?: string
}

const PAGES: PublicPage[] = [
  { name: 'QR menu', path: paths.menu(DEMO_SLUG), budget: TARGET },
  { name: 'QR menu, 100 products', path: paths.menu(BIG_SLUG), budget: TARGET },
  { name: 'storefront', path: paths.storefront(DEMO_SLUG), budget: TARGET },
  { name: 'checkout', path: paths.checkout(DEMO_SLUG), budget: TARGET, cartOf: DEMO_SLUG },
  { name: 'explore', path: paths.exploreRestaurants, budget: TARGET },
  { name: 'landing', path: paths.landing, budget: TARGET },
  { name: 'client home', path: paths.clientHome, budget: TARGET },
  { name: 'login', path: paths.login, budget: TARGET },
  { name: 'shop sign-up', path: paths.register, budget: TARGET },
]

/** The rows of Lighthouse's resource-summary audit: bytes transferred per kind of resource. */
interface ResourceSummary {
  items: { resourceType: string; transferSize: number }[]
}

const AUDITS: Record<Exclude<Metric, 'score' | 'script'>, string> = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
}

interface Run {
  figures: Record<Metric, number>
  benchmarkIndex: number
  /** What the page's largest paint was, as Lighthouse names the element. */
  lcpElement: string
}

/** The first element Lighthouse's details name (a `node` item), by its selector and label. */
function firstNode(details: unknown): string {
  if (!details || typeof details !== 'object') return '?'
  const node = details as { type?: string; nodeLabel?: string; selector?: string }
  if (node.type === 'node') return `${node.selector ?? ''} "${(node.nodeLabel ?? '').slice(0, 40)}"`
  for (const value of Object.values(details)) {
    const found = firstNode(value)
    if (found !== '?') return found
  }
  return '?'
}

interface PageResult extends PublicPage {
  runs: Run[]
  errors: string[]
}

interface Conditions {
  lighthouse: string
  userAgent: string
  throttling: string
}

/**
 * One Lighthouse run of `url` in a fresh Chromium; `storage` is written into the page's
 * localStorage before any of its scripts runs, on every load (Lighthouse clears storage first).
 */
async function measure(
  url: string,
  storage: Record<string, string>,
  report?: string,
): Promise<{ run: Run; conditions: Conditions }> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  })
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  })
  try {
    const page: Page = await browser.newPage()
    await page.evaluateOnNewDocument((entries: [string, string][]) => {
      try {
        for (const [key, value] of entries) localStorage.setItem(key, value)
      } catch {
        // about:blank has no storage of its own.
      }
    }, Object.entries(storage))
    // No config: Lighthouse's default, the mobile preset with simulated throttling.
    const result = await lighthouse(
      url,
      { onlyCategories: ['performance'], logLevel: 'error', output: 'json' },
      undefined,
      page,
    )
    if (!result) throw new Error('Lighthouse returned no result')
    const { lhr } = result
    if (report) writeFileSync(report, JSON.stringify(lhr))
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
    const score = lhr.categories.performance?.score
    if (score === null || score === undefined) throw new Error('no performance score')
    const figures = { score: Math.round(score * 100) } as Record<Metric, number>
    for (const [metric, audit] of Object.entries(AUDITS) as [Metric, string][]) {
      const value = lhr.audits[audit]?.numericValue
      if (value === undefined) throw new Error(`no ${audit}`)
      figures[metric] = value
    }
    const resources = (lhr.audits['resource-summary']?.details as ResourceSummary | undefined)
      ?.items
    const scripts = resources?.find((row) => row.resourceType === 'script')
    if (!resources) throw new Error('no resource-summary')
    figures.script = scripts?.transferSize ?? 0
    const { throttling, throttlingMethod, formFactor } = lhr.configSettings
    return {
      run: {
        figures,
        benchmarkIndex: lhr.environment.benchmarkIndex,
        lcpElement: firstNode(lhr.audits['lcp-breakdown-insight']?.details),
      },
      conditions: {
        lighthouse: lhr.lighthouseVersion,
        userAgent: lhr.environment.hostUserAgent,
        throttling:
          `${formFactor}, ${throttlingMethod} throttling: RTT ${throttling.rttMs} ms, ` +
          `${((throttling.throughputKbps ?? 0) / 1024).toFixed(1)} Mbit/s down, ` +
          `CPU slowdown ${throttling.cpuSlowdownMultiplier}x`,
      },
    }
  } finally {
    await browser.disconnect()
    chrome.kill()
  }
}

const format: Record<Metric, (x: number) => string> = {
  score: (x) => x.toFixed(0),
  fcp: (x) => `${(x / 1000).toFixed(2)} s`,
  lcp: (x) => `${(x / 1000).toFixed(2)} s`,
  tbt: (x) => `${x.toFixed(0)} ms`,
  cls: (x) => x.toFixed(3),
  si: (x) => `${(x / 1000).toFixed(2)} s`,
  script: (x) => `${(x / 1024).toFixed(1)} KB`,
}

function withinBudget(metric: Metric, value: number, limit: number) {
  return metric === 'score' ? value >= limit : value <= limit
}

/** A figure with its budget verdict, and whether it is over. */
function cell(page: PageResult, metric: Metric): { text: string; over: boolean } {
  if (page.runs.length === 0) return { text: 'n/a', over: page.budget[metric] !== undefined }
  const values = page.runs.map((run) => run.figures[metric])
  const value = median(values)
  let text = format[metric](value)
  if (metric === 'score') text += ` (${Math.min(...values)}–${Math.max(...values)})`
  const limit = page.budget[metric]
  if (limit === undefined) return { text, over: false }
  const ok = withinBudget(metric, value, limit)
  return { text: `${text} ${ok ? 'ok' : 'over'}`, over: !ok }
}

/** Every figure of a run, in the order the per-run lines give them. */
const METRICS: Metric[] = ['score', 'fcp', 'lcp', 'tbt', 'cls', 'si', 'script']
/** The table's figures. */
const TABLE: Metric[] = ['score', 'lcp', 'tbt', 'cls', 'script']

function table(pages: PageResult[], runs: number) {
  const header = ['page', 'performance (min–max)', 'LCP', 'TBT', 'CLS', 'script', 'runs']
  const rows = pages.map((page) => [
    `${page.name} \`${page.path}\``,
    ...TABLE.map((metric) => cell(page, metric).text),
    `${page.runs.length}/${runs}`,
  ])
  return markdownTable(header, rows)
}

/** The budgets, said once when every page has the same. */
function budgetsText() {
  const text = (budget: Budget) =>
    (Object.entries(budget) as [Metric, number][])
      .map(([metric, limit]) =>
        metric === 'score'
          ? `performance ≥ ${limit}`
          : `${metric.toUpperCase()} ≤ ${format[metric](limit)}`,
      )
      .join(', ')
  const all = new Set(PAGES.map((page) => text(page.budget)))
  if (all.size === 1) return `every page ${[...all][0]}`
  return PAGES.map((page) => `${page.name} ${text(page.budget)}`).join('; ')
}

/**
 * What the pages are measured on, beside the demo the server seeded and left (PGlite allows one
 * process): the demo pictures' smaller copies, and the shop of 100 products
 * (docs/product.md#budgets), whose pictures are the demo's own, so every one exists, with them.
 */
async function completeDemo(dataDir: string) {
  const database = await openDatabase({ dataDir })
  try {
    // The smaller copies of the demo's pictures, as `npm run db:seed` writes them and every upload
    // has them (docs/product.md#budgets): without them each picture would redirect to its original.
    await writeMissingVariants(database.db, diskStorage(path.join(dataDir, 'uploads')))
    const { rows } = await database.db.execute<{ url: string }>(sql`
      select distinct image_url as url from products where image_url is not null
      order by url limit 24`)
    const urls = rows.map((row) => row.url).join(',')
    await insertBenchShops(database.db, {
      slug: BIG_SLUG,
      products: 100,
      image: sql`(string_to_array(${urls}, ','))[1 + p % ${rows.length}]`,
    })
  } finally {
    await database.close()
  }
}

/** The cart a customer holds at `slug`: one of the first product that needs no choice. */
async function cartAt(origin: string, slug: string): Promise<Record<string, string>> {
  const res = await fetch(`${origin}/api/public/menu/${slug}`)
  if (!res.ok) throw new Error(`menu of ${slug}: ${res.status}`)
  const menu = (await res.json()) as PublicMenu
  const product = menu.categories
    .flatMap((category) => category.products)
    .find((p) => p.isAvailable && (p.optionGroups ?? []).every((g) => g.minChoices === 0))
  if (!product) throw new Error(`${slug} has no product to put in a cart`)
  const cart = addToCart([], {
    productId: product.id,
    name: product.name,
    price: effectivePrice(product),
    quantity: 2,
    notes: '',
    imageUrl: product.imageUrl,
  })
  return { [cartStorageKey(slug)]: serializeCart(cart) }
}

/**
 * Asks for `url` as a browser does, twice, before it is measured: the runs then time the page a
 * customer gets, not the server's first drawing of it since it started (its code loaded and
 * compiled, its compressed copy made), which only the first customer after a start waits for and
 * which added 100–450 ms to a first run's server response on a shared 2-core machine.
 */
async function warm(url: string) {
  for (let i = 0; i < 2; i++) {
    const res = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
    if (!res.ok) throw new Error(`${url}: ${res.status}`)
    await res.arrayBuffer()
  }
}

function chromiumVersion() {
  try {
    return execFileSync(chromiumPath, ['--version'], {
      encoding: 'utf8',
      // Debian's wrapper script may write its /dev/shm check's complaints to stderr.
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
  } catch {
    return chromiumPath
  }
}

function gitCommit() {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' })
  try {
    const commit = git('rev-parse', '--short', 'HEAD').trim()
    const dirty = git('status', '--porcelain', '--untracked-files=no', '--', '.', ':!bench/results')
    return dirty.trim() ? `${commit} with uncommitted changes` : commit
  } catch {
    return 'unknown'
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      check: { type: 'boolean', default: false },
      runs: { type: 'string', default: '3' },
      // Only the pages whose name holds this text ('menu', 'storefront'…); all by default.
      page: { type: 'string', default: '' },
      // A folder to keep every run's whole Lighthouse report in (JSON), to study a trace.
      reports: { type: 'string', default: '' },
    },
  })
  const chosen = PAGES.filter((p) => p.name.includes(values.page))
  if (chosen.length === 0) throw new Error(`--page: no page named like '${values.page}'`)
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer')
  if (!existsSync(BUILT_WEB_INDEX)) {
    console.error('dist/web/index.html is missing: run `npm run build` first.')
    process.exit(1)
  }
  if (!existsSync(chromiumPath)) {
    console.error(
      `No Chromium at ${chromiumPath} (set CHROMIUM_PATH, or apt-get install chromium).`,
    )
    process.exit(1)
  }

  if (values.reports) mkdirSync(values.reports, { recursive: true })
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'barrio-lighthouse-'))
  const port = await freePort()
  const loadBefore = os.loadavg()
  const started = performance.now()
  // A DATABASE_URL or PUBLIC_URL of the caller's would measure something else.
  const env = { DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '', PUBLIC_URL: '' }
  // The server seeds the demo shops into the empty database and stops; their pictures' copies and
  // the shop of 100 products join them; the server starts again on them.
  const seeding = await startServer({ ...env, SEED_DEMO: 'true' }, { compiled: true })
  await waitForHealth(seeding)
  await stopServer(seeding)
  await completeDemo(dataDir)
  const server = await startServer({ ...env, SEED_DEMO: 'true' }, { compiled: true })
  const pages: PageResult[] = chosen.map((page) => ({ ...page, runs: [], errors: [] }))
  let conditions: Conditions | undefined
  try {
    await waitForHealth(server)
    const origin = `http://localhost:${server.port}`
    console.log(
      `Lighthouse (mobile preset, performance) on ${origin}, ${runs} runs per page, fresh Chromium each`,
    )
    for (const page of pages) {
      const storage = page.cartOf ? await cartAt(origin, page.cartOf) : {}
      await warm(origin + page.path)
      for (let i = 1; i <= runs; i++) {
        const report = values.reports
          ? path.join(values.reports, `${slugify(page.name)}-${i}.json`)
          : undefined
        try {
          // Lighthouse itself asks for another try when its trace missed the navigation's start.
          const load = () => measure(origin + page.path, storage, report)
          const measured = await load().catch((error: unknown) => {
            if (error instanceof Error && error.message.startsWith('NO_NAVSTART')) return load()
            throw error
          })
          page.runs.push(measured.run)
          conditions ??= measured.conditions
          const { figures } = measured.run
          console.log(
            `  ${page.name} run ${i}: ${METRICS.map((m) => `${m} ${format[m](figures[m])}`).join(', ')}`,
          )
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error)
          page.errors.push(`run ${i}: ${message}`)
          console.log(`  ${page.name} run ${i} failed: ${message}`)
        }
      }
    }
  } finally {
    await stopServer(server)
    rmSync(dataDir, { recursive: true, force: true })
  }
  const loadAfter = os.loadavg()
  const minutes = (performance.now() - started) / 60_000

  const benchmarks = pages.flatMap((page) => page.runs.map((run) => run.benchmarkIndex))
  const cpus = os.cpus()
  const result = table(pages, runs)
  const errors = pages.flatMap((page) => page.errors.map((e) => `- ${page.name} ${e}`))
  const markdown = [
    '# Lighthouse: public pages',
    '',
    'Written by `npm run bench:lighthouse` (after `npm run build`); rerun it to refresh this file.',
    `Each page asked for twice first (the server warm), then measured ${runs} times, each in a fresh Chromium; the median shown, the score's min–max beside it.`,
    `Budgets (docs/product.md#budgets): ${budgetsText()}.`,
    '',
    result,
    '',
    ...(errors.length ? ['Failed runs:', '', ...errors, ''] : []),
    'Every run (performance, FCP, LCP, TBT, CLS, Speed Index, script transferred; CPU benchmark index; the largest paint):',
    '',
    ...pages.flatMap((page) =>
      page.runs.map(
        (run, i) =>
          `- ${page.name} ${i + 1}: ${METRICS.map((m) => format[m](run.figures[m])).join(', ')}; ${run.benchmarkIndex.toFixed(0)}; ${run.lcpElement}`,
      ),
    ),
    '',
    '## Conditions',
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Commit: ${gitCommit()}`,
    `- Lighthouse ${conditions?.lighthouse ?? '?'}, default config: ${conditions?.throttling ?? '?'}; performance category only`,
    `- Browser: ${chromiumVersion()} (${conditions?.userAgent ?? '?'}), headless, launched by chrome-launcher, driven through puppeteer-core`,
    '- App: the compiled server (`dist/server/main.js`, NODE_ENV=production) serving `dist/web`, on',
    `  the embedded PGlite in a fresh DATA_DIR with the demo shops and \`${BIG_SLUG}\` (100 products), on`,
    '  the same machine as the browser; the checkout with a cart of 2 units in localStorage',
    `- Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? '?'}, shared; load average ` +
      `${loadBefore[0].toFixed(2)} before, ${loadAfter[0].toFixed(2)} after; ` +
      `${minutes.toFixed(1)} min in all`,
    `- Lighthouse CPU benchmark index: median ${benchmarks.length ? median(benchmarks).toFixed(0) : '?'}` +
      (benchmarks.length
        ? ` (${Math.min(...benchmarks).toFixed(0)}–${Math.max(...benchmarks).toFixed(0)})`
        : ''),
    '',
    'The throttling is simulated: Lighthouse loads the page at full speed and computes the timings',
    'a slow phone would see from that trace, so a busy CPU on a shared machine still moves the',
    'figures (TBT most). Compare runs taken under similar load and benchmark index.',
    '',
  ].join('\n')
  console.log(`\n${result}\n`)
  if (errors.length) console.log(errors.join('\n'))
  // The results file holds every page together; a run of some of them only prints.
  if (chosen.length === PAGES.length) {
    mkdirSync(path.dirname(RESULTS), { recursive: true })
    writeFileSync(RESULTS, markdown)
    console.log(`Written to ${path.relative(process.cwd(), RESULTS)}`)
  }
  const over = pages.some((page) => METRICS.some((metric) => cell(page, metric).over))
  if (values.check && over) {
    console.log('--check: some figure is over its budget')
    process.exitCode = 1
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
