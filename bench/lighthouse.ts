/**
 * `npm run bench:lighthouse [-- --check] [-- --runs N]`: Lighthouse performance of the five public
 * pages, as a phone on a slow 4G network sees them (Lighthouse's default mobile preset: simulated
 * Slow 4G and a 4x CPU slowdown), against the compiled app started as `npm start` does (fresh
 * DATA_DIR with the demo shops, NODE_ENV=production). Needs `npm run build` first; builds nothing.
 *
 * Each page is measured `--runs` times (3 by default), each in a fresh Chromium; the table shows
 * the median of every metric and the spread of the score, marks each budgeted figure ok or over
 * (docs/product.md#budgets), prints it and writes it to bench/results/lighthouse.md with the
 * conditions. A measurement, not a test: it exits 0 whatever the figures, unless `--check` is given.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
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
import { paths } from '../web/paths'
import { markdownTable } from './table'

const root = fileURLToPath(new URL('..', import.meta.url))
const RESULTS = path.join(root, 'bench/results/lighthouse.md')
// Playwright adds --headless itself; chrome-launcher does not.
const CHROME_FLAGS = ['--headless', ...chromiumArgs]
// The shop the demo seed (server/demo) creates first.
const DEMO_SLUG = 'pizzeria-don-luigi'

type Metric = 'score' | 'fcp' | 'lcp' | 'tbt' | 'cls' | 'si'
/** Lower bound for the score, upper bound for the rest (docs/product.md#budgets). */
type Budget = Partial<Record<Metric, number>>

const PUBLIC_BUDGET: Budget = { score: 90 }
const PAGES: { name: string; path: string; budget: Budget }[] = [
  { name: 'landing', path: paths.landing, budget: PUBLIC_BUDGET },
  { name: 'client home', path: paths.clientHome, budget: PUBLIC_BUDGET },
  { name: 'explore', path: paths.exploreRestaurants, budget: PUBLIC_BUDGET },
  {
    name: 'QR menu',
    path: paths.menu(DEMO_SLUG),
    budget: { score: 95, lcp: 1500, tbt: 100, cls: 0.05 },
  },
  { name: 'storefront', path: paths.storefront(DEMO_SLUG), budget: PUBLIC_BUDGET },
]

const AUDITS: Record<Exclude<Metric, 'score'>, string> = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
}

interface Run {
  figures: Record<Metric, number>
  benchmarkIndex: number
}

interface PageResult {
  name: string
  path: string
  budget: Budget
  runs: Run[]
  errors: string[]
}

interface Conditions {
  lighthouse: string
  userAgent: string
  throttling: string
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

async function measure(url: string): Promise<{ run: Run; conditions: Conditions }> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  })
  try {
    // No config: Lighthouse's default, the mobile preset with simulated throttling.
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
    })
    if (!result) throw new Error('Lighthouse returned no result')
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
    const score = lhr.categories.performance?.score
    if (score === null || score === undefined) throw new Error('no performance score')
    const figures = { score: Math.round(score * 100) } as Record<Metric, number>
    for (const [metric, audit] of Object.entries(AUDITS) as [Metric, string][]) {
      const value = lhr.audits[audit]?.numericValue
      if (value === undefined) throw new Error(`no ${audit}`)
      figures[metric] = value
    }
    const { throttling, throttlingMethod, formFactor } = lhr.configSettings
    return {
      run: { figures, benchmarkIndex: lhr.environment.benchmarkIndex },
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

const METRICS: Metric[] = ['score', 'fcp', 'lcp', 'tbt', 'cls', 'si']

function table(pages: PageResult[], runs: number) {
  const header = [
    'page',
    'performance (min–max)',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'Speed Index',
    'runs',
  ]
  const rows = pages.map((page) => [
    `${page.name} \`${page.path}\``,
    ...METRICS.map((metric) => cell(page, metric).text),
    `${page.runs.length}/${runs}`,
  ])
  return markdownTable(header, rows)
}

function budgetsText() {
  return PAGES.map((page) => {
    const limits = (Object.entries(page.budget) as [Metric, number][]).map(([metric, limit]) =>
      metric === 'score'
        ? `performance ≥ ${limit}`
        : `${metric.toUpperCase()} ≤ ${format[metric](limit)}`,
    )
    return `${page.name} ${limits.join(', ')}`
  }).join('; ')
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

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'barrio-lighthouse-'))
  const port = await freePort()
  const loadBefore = os.loadavg()
  const started = performance.now()
  const server = await startServer(
    // A DATABASE_URL or PUBLIC_URL of the caller's would measure something else.
    { DATA_DIR: dataDir, SEED_DEMO: 'true', PORT: String(port), DATABASE_URL: '', PUBLIC_URL: '' },
    { compiled: true },
  )
  const pages: PageResult[] = chosen.map((page) => ({ ...page, runs: [], errors: [] }))
  let conditions: Conditions | undefined
  try {
    await waitForHealth(server)
    const origin = `http://localhost:${server.port}`
    console.log(
      `Lighthouse (mobile preset, performance) on ${origin}, ${runs} runs per page, fresh Chromium each`,
    )
    for (const page of pages) {
      for (let i = 1; i <= runs; i++) {
        try {
          const measured = await measure(origin + page.path)
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
    `Median of ${runs} runs per page, each in a fresh Chromium; the score's min–max beside it.`,
    `Budgets (docs/product.md#budgets): ${budgetsText()}.`,
    '',
    result,
    '',
    ...(errors.length ? ['Failed runs:', '', ...errors, ''] : []),
    'Every run (performance, FCP, LCP, TBT, CLS, Speed Index; CPU benchmark index):',
    '',
    ...pages.flatMap((page) =>
      page.runs.map(
        (run, i) =>
          `- ${page.name} ${i + 1}: ${METRICS.map((m) => format[m](run.figures[m])).join(', ')}; ${run.benchmarkIndex.toFixed(0)}`,
      ),
    ),
    '',
    '## Conditions',
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Commit: ${gitCommit()}`,
    `- Lighthouse ${conditions?.lighthouse ?? '?'}, default config: ${conditions?.throttling ?? '?'}; performance category only`,
    `- Browser: ${chromiumVersion()} (${conditions?.userAgent ?? '?'}), headless, launched by chrome-launcher`,
    '- App: the compiled server (`dist/server/main.js`, NODE_ENV=production) serving `dist/web`, on',
    '  the embedded PGlite in a fresh DATA_DIR with the demo shops, on the same machine as the browser',
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
  // The results file holds the five pages together; a run of some of them only prints.
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
