// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * domain/ by topic (docs/ARCHITECTURE.md#domain): each topic's `rules.ts` is pure logic without zod
 * and never imports a schemas file; schemas import rules, never the reverse; and no module of
 * domain/ reaches itself again through its imports. The graph is drawn from the source files.
 */

const DOMAIN = import.meta.dirname

/** Every source file of domain/ (tests aside), relative to it: 'checkout/rules.ts'. */
function domainSources(dir = DOMAIN): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(DOMAIN, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort()
}

/** What a source imports or re-exports (type-only imports too: they are arrows of the design). */
function specifiersOf(source: string): string[] {
  const found: string[] = []
  const pattern =
    /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,]+?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g
  for (const m of source.matchAll(pattern)) found.push(m[1] ?? m[2])
  return found
}

/** The domain file a relative specifier names, from the importing file; null outside domain/. */
function resolveIn(files: ReadonlySet<string>, from: string, specifier: string) {
  if (!specifier.startsWith('.')) return null
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier))
  for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, base]) {
    if (files.has(candidate)) return candidate
  }
  return base.startsWith('..') ? null : `${base} (missing)`
}

type Graph = Map<string, { imports: string[]; packages: string[] }>

function importGraph(sources: ReadonlyMap<string, string>): Graph {
  const files = new Set(sources.keys())
  const graph: Graph = new Map()
  for (const [file, text] of sources) {
    const specs = specifiersOf(text)
    graph.set(file, {
      imports: specs.map((s) => resolveIn(files, file, s)).filter((f): f is string => f !== null),
      packages: specs.filter((s) => !s.startsWith('.')),
    })
  }
  return graph
}

/** Each circle of imports, as the path that closes it: ['a.ts', 'b.ts', 'a.ts']. */
function cycles(graph: Graph): string[][] {
  const found: string[][] = []
  const state = new Map<string, 'open' | 'done'>()
  const stack: string[] = []
  const visit = (file: string) => {
    state.set(file, 'open')
    stack.push(file)
    for (const next of graph.get(file)?.imports ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next])
      else if (!state.has(next) && graph.has(next)) visit(next)
    }
    stack.pop()
    state.set(file, 'done')
  }
  for (const file of graph.keys()) if (!state.has(file)) visit(file)
  return found
}

/** Rules files that import zod or any schemas file. */
function impureRules(graph: Graph): string[] {
  const wrong: string[] = []
  for (const [file, { imports, packages }] of graph) {
    if (path.posix.basename(file) !== 'rules.ts') continue
    if (packages.some((p) => p === 'zod' || p.startsWith('zod/'))) wrong.push(`${file} imports zod`)
    for (const target of imports) {
      if (/(^|\/)schemas?\.ts$|-schemas?\.ts$/.test(target)) wrong.push(`${file} imports ${target}`)
    }
  }
  return wrong
}

const sources = new Map(
  domainSources().map((f) => [f, readFileSync(path.join(DOMAIN, f), 'utf8')] as const),
)
const graph = importGraph(sources)

describe('domain/ import graph', () => {
  it('reads every module and resolves every relative import', () => {
    expect(graph.size).toBeGreaterThan(40)
    const missing = [...graph].flatMap(([f, { imports }]) =>
      imports.filter((i) => i.endsWith('(missing)')).map((i) => `${f} -> ${i}`),
    )
    expect(missing).toEqual([])
  })

  it('has no import circle', () => {
    expect(cycles(graph).map((c) => c.join(' -> '))).toEqual([])
  })

  it('keeps every rules.ts free of zod and of schemas files', () => {
    expect(impureRules(graph)).toEqual([])
  })

  it('sorts modules into topic folders, beside constants.ts and the messages catalogue', () => {
    const loose = [...graph.keys()].filter((f) => !f.includes('/') && f !== 'constants.ts')
    expect(loose).toEqual([])
  })

  // The checks above would pass on a graph they cannot read; these show they catch what they guard.
  it('finds a circle, through type-only imports too', () => {
    const circle = importGraph(
      new Map([
        ['errors/catalogue.ts', "import type { ApiErrorBody } from './body'\n"],
        ['errors/body.ts', "import type { ErrorCode } from './catalogue'\n"],
        ['money/rules.ts', "import { LOCALE } from '../constants'\n"],
        ['constants.ts', ''],
      ]),
    )
    expect(cycles(circle)).toEqual([
      ['errors/catalogue.ts', 'errors/body.ts', 'errors/catalogue.ts'],
    ])
  })

  it('finds a rules file importing zod or its schemas', () => {
    const bad = importGraph(
      new Map([
        ['pause/rules.ts', "import type { PauseRequest } from './schemas'\n"],
        ['pause/schemas.ts', "import { z } from 'zod'\nimport { PAUSE_CHOICES } from './rules'\n"],
        ['cart/rules.ts', "import { z } from 'zod'\n"],
      ]),
    )
    expect(impureRules(bad)).toEqual([
      'pause/rules.ts imports pause/schemas.ts',
      'cart/rules.ts imports zod',
    ])
    expect(cycles(bad)).toHaveLength(1)
  })
})
