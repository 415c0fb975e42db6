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

/** The files to preload for the chunks named `name`: themselves and what they import, minus `alreadyLoaded`. */
export function collectPreloads(
  chunks: readonly ChunkInfo[],
  name: string,
  alreadyLoaded: ReadonlySet<string>,
): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const closure = staticClosure(
    chunks.filter((chunk) => chunk.name === name).map((chunk) => chunk.fileName),
    { importedIds: (file) => byFile.get(file)?.imports ?? [] },
  )
  return [...closure].filter((file) => !alreadyLoaded.has(file)).sort()
}

/**
 * Shapes the chunks for the page people land on, a Safe's dashboard, on a slow phone over HTTP/1.1
 * (six connections, a round trip per file):
 * - everything the entry needs before it runs goes into one chunk, instead of a dozen small shared ones;
 * - the modules the Safe pages' layout and dashboard import statically (`pageModules`: the router
 *   plugin's split components) go into one `safe-page` chunk, and index.html preloads it, so it downloads
 *   with the entry rather than after the entry has run and the router has matched the URL.
 * Lazily imported code (the wallet stack, viem's HTTP client, other pages) keeps its own chunks.
 */
export function pageChunks(pageModules: readonly RegExp[]): Plugin {
  let pageClosure = new Set<string>()
  const pageChunkName = 'safe-page'
  return {
    name: 'coffer-page-chunks',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'boot', tags: ['$initial'], priority: 2 },
                { name: pageChunkName, test: (id: string) => pageClosure.has(id), priority: 1 },
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      const starts = [...this.getModuleIds()].filter((id) => pageModules.some((pattern) => pattern.test(id)))
      if (starts.length !== pageModules.length) {
        this.warn(`coffer-page-chunks: matched ${starts.length} of ${pageModules.length} page modules`)
      }
      // Only the app's own modules: walking into a package's barrel (viem's index) would capture all of
      // it. The packages they use follow them into the chunk (includeDependenciesRecursively) as tree-shaken.
      pageClosure = staticClosure(starts, {
        importedIds: (id) =>
          (this.getModuleInfo(id)?.importedIds ?? []).filter(
            (imported) => !/[\\/]node_modules[\\/]/.test(imported),
          ),
      })
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
        return collectPreloads(chunks, pageChunkName, entryGraph).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}
