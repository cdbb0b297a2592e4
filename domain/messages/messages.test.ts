// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { errorCatalogue } from '../errors/catalogue'
import * as messages from '.'

/*
 * One catalogue of error messages (docs/product.md#errors): every Spanish sentence a person may see
 * as an error is written in domain/messages/, and every API error code has its status and default
 * message in domain/errors/catalogue.ts. This test reads the source and finds error texts written elsewhere.
 */

const root = path.resolve(import.meta.dirname, '../..')
// server/config.ts and the backup commands word their refusals for whoever runs the server, not
// for shops or customers.
const isCatalogue = (file: string) =>
  file.startsWith('domain/messages/') || ['server/config.ts', 'server/db/backup.ts'].includes(file)
const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => /^(domain|server|web)\/.*\.tsx?$/.test(f))
  .filter((f) => !/\.test\.tsx?$|^web\/testing\/|^server\/test\//.test(f))
  .filter((f) => !isCatalogue(f))

/** Zod checks and refinements whose text argument is the message shown for a failure. */
const validationCalls = new Set(
  'min max length regex email refine superRefine nonempty int positive nonnegative gte lte gt lt check uuid url multipleOf startsWith endsWith includes'.split(
    ' ',
  ),
)
const messageProperties = new Set(['message', 'error', 'errorMessage', 'detail'])
/** A sentence for people, not a code, a key or a format: letters with a space between words. */
const isSentence = (text: string) => /[a-záéíóúñ]/i.test(text) && /\S\s+\S/.test(text)
/** Words that only a failure says, wherever they are written (a heading, a hint, a toast). */
const failureWords =
  /^(No (pudimos|se pudo|se pudieron|encontramos (este|esa|tu|el|la))|Hubo un error|Ocurrió un error|Error al|Para continuar)/

function textOf(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isJsxText(node)) return node.text.trim()
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((s) => `…${s.literal.text}`).join('')
  return undefined
}

function nameOf(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined
  if (ts.isIdentifier(node) || ts.isStringLiteral(node)) return node.text
  if (ts.isPropertyAccessExpression(node)) return node.name.text
  return undefined
}

/** Why a text is an error message by where it is written, or undefined when it is not. */
function errorContext(text: ts.Node, value: string): string | undefined {
  // A text chosen by a condition or a fallback (`a ? 'x' : 'y'`, `a ?? 'x'`) stands where they stand.
  let node = text
  while (
    ts.isConditionalExpression(node.parent) ||
    ts.isParenthesizedExpression(node.parent) ||
    (ts.isBinaryExpression(node.parent) && node.parent.right === node)
  )
    node = node.parent
  const parent = node.parent
  // A plain `new Error` is for developers and logs; the API's and the web's own error types are not.
  if (ts.isNewExpression(parent) && /.Error$/.test(nameOf(parent.expression) ?? '')) {
    return `new ${nameOf(parent.expression)}(…)`
  }
  if (ts.isCallExpression(parent) && parent.arguments.includes(node as ts.Expression)) {
    const callee = nameOf(parent.expression)
    if (callee && validationCalls.has(callee) && ts.isPropertyAccessExpression(parent.expression))
      return `.${callee}(…)`
    if (callee && /^(setError|fail|reject|showError|toastError)$/.test(callee))
      return `${callee}(…)`
  }
  if (ts.isPropertyAssignment(parent) && parent.initializer === node) {
    const key = nameOf(parent.name)
    if (key && messageProperties.has(key)) return `${key}:`
  }
  if (ts.isVariableDeclaration(parent) && parent.initializer === node) {
    const name = nameOf(parent.name) ?? ''
    if (/(MESSAGE|MESSAGES|_ERROR|_FAILED|_REQUIRED|_FIELD|Message|Error)$/.test(name))
      return `const ${name}`
  }
  // A toast of the error kind: `toast('No se guardó.', 'error')`.
  if (
    ts.isCallExpression(parent) &&
    parent.arguments[0] === node &&
    nameOf(parent.expression) === 'toast' &&
    parent.arguments.some((a) => ts.isStringLiteral(a) && a.text === 'error')
  )
    return 'toast(…, error)'
  // What a function that words a refusal returns: `function continueReason() { return '…' }`.
  if (ts.isReturnStatement(parent) || (ts.isArrowFunction(parent) && parent.body === node)) {
    const fn = ts.findAncestor(parent, ts.isFunctionLike)
    const name =
      fn && 'name' in fn && fn.name
        ? nameOf(fn.name)
        : fn && ts.isVariableDeclaration(fn.parent)
          ? nameOf(fn.parent.name)
          : undefined
    if (name && /(Reason|Message|Error|Hint)$/.test(name)) return `${name}() returns`
  }
  // Every value of a table of messages: `const requiredHints = { name: '…' }`.
  if (ts.isPropertyAssignment(parent) && ts.isObjectLiteralExpression(parent.parent)) {
    const holder = parent.parent.parent
    const name = holder && ts.isVariableDeclaration(holder) ? nameOf(holder.name) : undefined
    if (name && /(Messages|MESSAGES|Hints|HINTS|Errors|ERRORS)$/.test(name)) return `${name}:`
  }
  if (
    ts.isJsxAttribute(parent) ||
    (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent))
  ) {
    const attribute = ts.isJsxAttribute(parent) ? parent : (parent.parent as ts.JsxAttribute)
    const name = nameOf(attribute.name)
    if (name && /^(error|errorMessage|message)$/.test(name)) return `${name}=`
  }
  if (failureWords.test(value)) return 'failure words'
  return undefined
}

function findInlineErrors(file: string, text = readFileSync(path.join(root, file), 'utf8')) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    const value = textOf(node)
    if (value !== undefined) {
      const context = isSentence(value) ? errorContext(node, value) : undefined
      if (context) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1
        found.push(`${file}:${line} ${context} '${value}'`)
      }
      return
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('error catalogue', () => {
  it('finds error texts written outside the catalogue, and only those', () => {
    const sample = [
      "throw new ApiError('VALIDATION', 'Mal dato.')",
      "z.string().min(1, 'Ingresá algo')",
      "const SAVE_ERROR = 'No se guardó nada.'",
      'reply.send({ error: `Falta ${campo} acá.` })',
      'const view = <ListState errorMessage="No pudimos cargar." />',
      "setError(failed ? detail : 'No se pudo.')",
      "const label = 'Guardar cambios'",
      "throw new ApiError('NOT_FOUND')",
      'z.string().regex(/x/, PHONE_MESSAGE)',
      "toast('No se guardó el producto.', 'error')",
      "toast('Producto guardado.', 'success')",
      "function continueReason() { return 'Completá el nombre primero.' }",
      "const formHints = { name: 'Ingresá un nombre.' }",
      'const page = <h1>No pudimos cargar tu pedido.</h1>',
      "const LOAD_FAILED = 'Falló la carga del mapa.'",
      'const empty = <p>Todavía no hay pedidos.</p>',
    ].join('\n')
    expect(findInlineErrors('sample.tsx', sample)).toEqual([
      "sample.tsx:1 new ApiError(…) 'Mal dato.'",
      "sample.tsx:2 .min(…) 'Ingresá algo'",
      "sample.tsx:3 const SAVE_ERROR 'No se guardó nada.'",
      "sample.tsx:4 error: 'Falta … acá.'",
      "sample.tsx:5 errorMessage= 'No pudimos cargar.'",
      "sample.tsx:6 setError(…) 'No se pudo.'",
      "sample.tsx:10 toast(…, error) 'No se guardó el producto.'",
      "sample.tsx:12 continueReason() returns 'Completá el nombre primero.'",
      "sample.tsx:13 formHints: 'Ingresá un nombre.'",
      "sample.tsx:14 failure words 'No pudimos cargar tu pedido.'",
      "sample.tsx:15 const LOAD_FAILED 'Falló la carga del mapa.'",
    ])
  })

  it('keeps every error message in domain/messages/', () => {
    expect(sources.length).toBeGreaterThan(100)
    expect(sources.flatMap((file) => findInlineErrors(file))).toEqual([])
  })

  it('gives every API error code a status and a Spanish default message', () => {
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      expect(entry.status, code).toBeGreaterThanOrEqual(400)
      expect(entry.message, code).toMatch(/^[A-ZÁÉÍÓÚ¿¡]\S* /)
    }
  })

  it('writes each message once', () => {
    const texts = Object.values(messages).filter((v) => typeof v === 'string')
    const repeated = texts.filter((t, i) => texts.indexOf(t) !== i)
    expect(repeated).toEqual([])
  })
})
