import type { Plugin } from 'vite'

type ChunkInfo = { fileName: string; name: string; imports: readonly string[]; isEntry: boolean }
type ModuleGraph = { importedIds(moduleId: string): readonly string[] }

/** `start` and every module it imports statically, transitively (dynamic imports stay out: they load later). */
export function staticClosure(start: Iterable<string>, graph: ModuleGraph): Set<string> {
  const found = new Set<string>()
  const pending = [...start]
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue
    found.add(id)
    pending.push(...graph.importedIds(id))
  }
  return found
}

/** The files to preload for the chunks named in `names`: themselves and what they import, minus `alreadyLoaded`. */
export function collectPreloads(
  chunks: readonly ChunkInfo[],
  names: readonly string[],
  alreadyLoaded: ReadonlySet<string>,
): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const closure = staticClosure(
    chunks.filter((chunk) => names.includes(chunk.name)).map((chunk) => chunk.fileName),
    { importedIds: (file) => byFile.get(file)?.imports ?? [] },
  )
  return [...closure].filter((file) => !alreadyLoaded.has(file)).sort()
}

/**
 * A chunk made of the modules `modules` match and everything of the app they import statically.
 * `preload: false` keeps it out of index.html: it still loads as one file, when the page imports it.
 */
export type PageChunk = { name: string; modules: readonly RegExp[]; preload?: boolean }

/**
 * Shapes the chunks for the page people land on, a Safe's dashboard, on a slow phone over HTTP/1.1
 * (six connections, a round trip per file):
 * - everything the entry needs before it runs goes into one chunk, instead of a dozen small shared ones;
 * - each of `groups` (in priority order: a module two groups share goes to the first) gathers the app
 *   modules its `modules` import statically — the app's start-up graph, which main.tsx imports
 *   dynamically so that it evaluates in a task of its own, and the Safe pages' layout and dashboard (the
 *   router plugin's split components) — into one chunk, and index.html preloads them, so they download
 *   with the entry rather than after the entry has run and asked for them.
 * Lazily imported code (the wallet stack, viem's HTTP client, other pages) keeps its own chunks.
 */
export function pageChunks(groups: readonly PageChunk[]): Plugin {
  const closures = new Map(groups.map((group) => [group.name, new Set<string>()]))
  return {
    name: 'coffer-page-chunks',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'boot', tags: ['$initial'], priority: groups.length + 1 },
                ...groups.map((group, index) => ({
                  name: group.name,
                  test: (id: string) => closures.get(group.name)?.has(id) ?? false,
                  priority: groups.length - index,
                })),
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      const moduleIds = [...this.getModuleIds()]
      for (const group of groups) {
        const starts = moduleIds.filter((id) => group.modules.some((pattern) => pattern.test(id)))
        if (starts.length !== group.modules.length) {
          this.warn(
            `coffer-page-chunks: ${group.name} matched ${starts.length} of ${group.modules.length} modules`,
          )
        }
        // Only the app's own modules: walking into a package's barrel (viem's index) would capture all of
        // it. The packages they use follow them into the chunk (includeDependenciesRecursively) as tree-shaken.
        closures.set(
          group.name,
          staticClosure(starts, {
            importedIds: (id) =>
              (this.getModuleInfo(id)?.importedIds ?? []).filter(
                (imported) => !/[\\/]node_modules[\\/]/.test(imported),
              ),
          }),
        )
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return []
        const chunks = Object.values(bundle).flatMap((output) =>
          output.type === 'chunk'
            ? [
                {
                  fileName: output.fileName,
                  name: output.name,
                  imports: output.imports,
                  isEntry: output.isEntry,
                },
              ]
            : [],
        )
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        const entryGraph = staticClosure(
          chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
          { importedIds: (file) => byFile.get(file)?.imports ?? [] },
        )
        const names = groups.filter((group) => group.preload !== false).map((group) => group.name)
        return collectPreloads(chunks, names, entryGraph).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}
