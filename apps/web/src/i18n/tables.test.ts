import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * The strings are split: the app's table (`i18n/en.json`, part of every first visit) and one table beside
 * each part that loads on demand (`<folder>/i18n/en.json` with its own `t`). The types check each call
 * against the table its `t` comes from; these tests check the tables as a whole: every key a call names is
 * in the table that call reads (template keys by their fixed start), no key is in two tables (which one
 * would a person see?), and no table holds words nobody reads.
 */

const srcDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)))

function listFiles(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return listFiles(full, keep)
    return keep(full) ? [full] : []
  })
}

const relative = (file: string) => path.relative(srcDir, file).split(path.sep).join('/')

type Table = { file: string; leaves: Map<string, string> }

function leavesOf(node: unknown, prefix: string, into: Map<string, string>): void {
  if (typeof node === 'string') {
    into.set(prefix, node)
    return
  }
  if (typeof node !== 'object' || node === null) throw new Error(`${prefix} is neither a string nor a table`)
  for (const [key, value] of Object.entries(node)) leavesOf(value, prefix ? `${prefix}.${key}` : key, into)
}

const tables = new Map<string, Table>(
  listFiles(srcDir, (file) => file.endsWith(`${path.sep}i18n${path.sep}en.json`)).map((file) => {
    const leaves = new Map<string, string>()
    leavesOf(JSON.parse(readFileSync(file, 'utf8')), '', leaves)
    return [relative(file), { file: relative(file), leaves }]
  }),
)

/** A key a call names: the whole key, or for a template key its fixed start (`safe_tx.titles.`). */
type KeyUse = { file: string; line: number; table: string; key: string; exact: boolean }

/** Every `t(…)` (or `t as x` alias) call whose `t` is imported from an `i18n/t.ts`, with the table it reads. */
function findKeyUses(file: string): KeyUse[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const tableOf = new Map<string, string>()
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue
    const specifier = statement.moduleSpecifier.text
    if (!specifier.endsWith('i18n/t.ts')) continue
    const table = relative(path.resolve(path.dirname(file), path.dirname(specifier), 'en.json'))
    const bindings = statement.importClause?.namedBindings
    if (!bindings || !ts.isNamedImports(bindings)) continue
    for (const element of bindings.elements) {
      if ((element.propertyName ?? element.name).text === 't') tableOf.set(element.name.text, table)
    }
  }
  const uses: KeyUse[] = []
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const table = tableOf.get(node.expression.text)
      const [argument] = node.arguments
      if (table && argument) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1
        const where = { file: relative(file), line, table }
        if (ts.isStringLiteral(argument) || ts.isNoSubstitutionTemplateLiteral(argument))
          uses.push({ ...where, key: argument.text, exact: true })
        else if (ts.isTemplateExpression(argument))
          uses.push({ ...where, key: argument.head.text, exact: false })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return uses
}

const sourceFiles = listFiles(
  srcDir,
  (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('routeTree.gen.ts'),
)
const keyUses = sourceFiles.flatMap(findKeyUses)

describe('string tables', () => {
  it('finds the app table and the tables of the parts that load on demand', () => {
    expect(tables.has('i18n/en.json')).toBe(true)
    expect(tables.size).toBeGreaterThan(1)
    expect(keyUses.length).toBeGreaterThan(500)
  })

  it('has every key a call names in the table that call reads', () => {
    const missing = keyUses.flatMap((use) => {
      const leaves = tables.get(use.table)?.leaves
      if (!leaves) return [`${use.file}:${use.line} reads ${use.table}, which does not exist`]
      const found = use.exact
        ? leaves.has(use.key)
        : [...leaves.keys()].some((key) => key.startsWith(use.key))
      return found
        ? []
        : [`${use.file}:${use.line} '${use.key}${use.exact ? '' : '…'}' is not in ${use.table}`]
    })
    expect(missing).toEqual([])
  })

  it('defines each key in one table only', () => {
    const owners = new Map<string, string[]>()
    for (const table of tables.values()) {
      for (const key of table.leaves.keys()) owners.set(key, [...(owners.get(key) ?? []), table.file])
    }
    const twice = [...owners]
      .filter(([, files]) => files.length > 1)
      .map(([key, files]) => `${key}: ${files}`)
    expect(twice).toEqual([])
  })

  it('has no table nobody reads', () => {
    const read = new Set(keyUses.map((use) => use.table))
    expect([...tables.keys()].filter((table) => !read.has(table))).toEqual([])
  })
})
