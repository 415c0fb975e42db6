import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  findCycles,
  findUpwardArrows,
  isIndexerPastFace,
  isReachIntoModule,
  layerOf,
  readImportGraph,
} from './importGraph.ts'

/** No arrow runs up (from 111 at the start): a new one is a design question, not a budget to raise. */
const upwardArrowBudget = 0

const graph = readImportGraph(fileURLToPath(new URL('../src', import.meta.url)))

describe('the gateway import graph', () => {
  it('has no circle', () => {
    expect(findCycles(graph)).toEqual([])
  })

  it('has no module importing another module’s routes, service or repository', () => {
    const reaches = findUpwardArrows(graph).filter(({ from, to }) => isReachIntoModule(from, to))
    expect(reaches).toEqual([])
  })

  it('has the indexer call a module only through its index.ts', () => {
    const reaches = [...graph].flatMap(([from, targets]) =>
      [...targets].filter((to) => isIndexerPastFace(from, to)).map((to) => ({ from, to })),
    )
    expect(reaches).toEqual([])
  })

  it('keeps the database layer below everything but config, errors and http', () => {
    const fromDb = findUpwardArrows(graph).filter(({ from }) => from.startsWith('db/'))
    expect(fromDb).toEqual([])
    expect(layerOf('db/schema.ts')).toBe(1)
  })

  it('lets no new arrow run up', () => {
    const arrows = findUpwardArrows(graph)
    console.info(`${arrows.length} upward arrows in ${graph.size} files`)
    expect(arrows.length).toBeLessThanOrEqual(upwardArrowBudget)
  })
})
