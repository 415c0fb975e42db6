import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** Source file (relative to src/, with `/` separators) → the source files it imports. */
export type ImportGraph = Map<string, Set<string>>

const importPattern = /(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s+'(\.[^']+)'/g

/** Reads every non-test `.ts` file under `srcDir` and the relative imports it makes. */
export function readImportGraph(srcDir: string): ImportGraph {
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.ts') && !isTestFile(file))
  const graph: ImportGraph = new Map()
  for (const file of files) {
    const source = readFileSync(path.join(srcDir, file), 'utf8')
    const targets = new Set<string>()
    for (const [, specifier] of source.matchAll(importPattern)) {
      const target = specifier && path.posix.join(path.posix.dirname(file), specifier)
      // Test tooling outside src/ is not part of the server's layers.
      if (target && !target.startsWith('../')) targets.add(target)
    }
    graph.set(file, targets)
  }
  return graph
}

function isTestFile(file: string): boolean {
  return /\.test(-d)?\.ts$/.test(file) || file.split('/').includes('testing') || file.endsWith('.fixture.ts')
}

/**
 * The gateway's layers, lowest first: an import may run sideways or down, never up. The composition root
 * (app, createDeps, main) sits on top; the indexer writes through the modules' public faces. The bottom
 * layer is the edges: settings (the config and what is read beside it), errors, HTTP helpers.
 */
const layers: readonly (readonly string[])[] = [
  [
    'config.ts',
    'loadConfig.ts',
    'resolveIndexerOptions.ts',
    'readOrCreateVapidKeys.ts',
    'errors.ts',
    'http',
    'chain',
  ],
  ['db'],
  ['store', 'live', 'deps.ts'],
  ['safe-chain'],
  ['modules'],
  ['indexer'],
  ['app.ts', 'createDeps.ts', 'main.ts', 'startGateway.ts', 'index.ts'],
]

export function layerOf(file: string): number {
  const top = file.split('/')[0] ?? file
  const layer = layers.findIndex((names) => names.includes(top))
  if (layer === -1) throw new Error(`${file} is in no layer: add its folder to importGraph.ts`)
  return layer
}

/** `modules/<area>/...` → `<area>`, else undefined. */
function moduleOf(file: string): string | undefined {
  const [top, area] = file.split('/')
  return top === 'modules' ? area : undefined
}

export type Arrow = { from: string; to: string }

/** An import into a higher layer, or one module reaching into another's routes, service or repository. */
export function findUpwardArrows(graph: ImportGraph): Arrow[] {
  const arrows: Arrow[] = []
  for (const [from, targets] of graph) {
    for (const to of targets) {
      if (layerOf(to) > layerOf(from) || isReachIntoModule(from, to)) arrows.push({ from, to })
    }
  }
  return arrows
}

/** An import of another module's routes, service or repository: the rule the before-stop hook checks. */
export function isReachIntoModule(from: string, to: string): boolean {
  const source = moduleOf(from)
  const target = moduleOf(to)
  return (
    source !== undefined &&
    target !== undefined &&
    target !== source &&
    /\.(routes|service|repository)\.ts$/.test(to)
  )
}

/** An import from the indexer of a module file other than its public face (`modules/<area>/index.ts`). */
export function isIndexerPastFace(from: string, to: string): boolean {
  return from.startsWith('indexer/') && moduleOf(to) !== undefined && !/^modules\/[^/]+\/index\.ts$/.test(to)
}

/** Every circle of imports (strongly connected components of more than one file, or a self-import). */
export function findCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>()
  const lowLink = new Map<string, number>()
  const onStack = new Set<string>()
  const stack: string[] = []
  const cycles: string[][] = []
  let counter = 0
  const visit = (file: string): void => {
    index.set(file, counter)
    lowLink.set(file, counter)
    counter += 1
    stack.push(file)
    onStack.add(file)
    for (const to of graph.get(file) ?? []) {
      if (!graph.has(to)) continue
      if (!index.has(to)) {
        visit(to)
        lowLink.set(file, Math.min(lowLink.get(file) ?? 0, lowLink.get(to) ?? 0))
      } else if (onStack.has(to)) {
        lowLink.set(file, Math.min(lowLink.get(file) ?? 0, index.get(to) ?? 0))
      }
    }
    if (lowLink.get(file) !== index.get(file)) return
    const component: string[] = []
    let member: string | undefined
    do {
      member = stack.pop()
      if (member === undefined) break
      onStack.delete(member)
      component.push(member)
    } while (member !== file)
    if (component.length > 1 || graph.get(file)?.has(file)) cycles.push(component.sort())
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return cycles
}
