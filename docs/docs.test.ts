import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * The repository explains itself: code and docs cite docs/product.md or docs/ARCHITECTURE.md by
 * anchor, never documents that are not in it, and every cited anchor exists.
 */

const root = path.resolve(import.meta.dirname, '..')
const tracked = execFileSync(
  'git',
  ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
  { cwd: root, encoding: 'utf8' },
)
  .split('\0')
  .filter((f) => f && !/\.(png|jpe?g|webp|ico|woff2?)$|package-lock\.json$/.test(f))
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

// Built from parts so that this file does not cite them itself.
const section = '\u00a7'
const outsideCitation = new RegExp(`\\b(SPEC|DESIGN|CONVENTIONS) ${section}`, 'i')

/** Anchors of a Markdown file: explicit `<a id>` and GitHub's heading slugs. */
function anchorsOf(file: string): Set<string> {
  const text = read(file)
  const ids = [...text.matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1])
  const slugs = [...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) =>
    m[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N} -]/gu, '')
      .replace(/ /g, '-'),
  )
  return new Set([...ids, ...slugs])
}

describe('citations', () => {
  it('no tracked file cites a document outside the repository', () => {
    const offenders = tracked.filter((f) => outsideCitation.test(read(f)))
    expect(offenders).toEqual([])
  })

  it('every docs/product.md#… and docs/ARCHITECTURE.md#… cited exists', () => {
    const anchors = {
      'docs/product.md': anchorsOf('docs/product.md'),
      'docs/ARCHITECTURE.md': anchorsOf('docs/ARCHITECTURE.md'),
    }
    const missing: string[] = []
    for (const file of tracked) {
      for (const m of read(file).matchAll(/docs\/(product|ARCHITECTURE)\.md#([a-z0-9-]+)/g)) {
        const doc = `docs/${m[1]}.md` as keyof typeof anchors
        if (!anchors[doc].has(m[2])) missing.push(`${file}: ${m[0]}`)
      }
    }
    expect(missing).toEqual([])
    // The product's rules are cited from the code, not only listed.
    expect(tracked.filter((f) => read(f).includes('docs/product.md#')).length).toBeGreaterThan(50)
  })

  it('every decision record states its status and date', () => {
    const records = tracked.filter((f) => /^docs\/decisions\/\d{4}-.+\.md$/.test(f))
    expect(records.length).toBeGreaterThanOrEqual(6)
    for (const f of records) {
      expect(read(f), f).toMatch(/^- Status: \w+/m)
      expect(read(f), f).toMatch(/^- Date: \d{4}-\d{2}-\d{2}$/m)
    }
  })

  it('comments in the code cite the docs, never an issue or a file that is gone', () => {
    const code = tracked.filter((f) =>
      /^(server|web|domain|scripts|e2e|bench)\/.+\.(ts|tsx|mjs)$/.test(f),
    )
    expect(code.length).toBeGreaterThan(100)
    // The catalogue of messages is a folder, domain/messages/, since it was split by reader.
    const stale = [/\bIssue \d/, new RegExp(['domain', 'messages\\.ts'].join('/'))]
    const offenders = code.flatMap((f) =>
      (read(f).match(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g) ?? [])
        .filter((comment) => stale.some((pattern) => pattern.test(comment)))
        .map((comment) => `${f}: ${comment.slice(0, 80)}`),
    )
    expect(offenders).toEqual([])
  })
})
