import { describe, expect, it } from 'vitest'
import { collectPreloads, staticClosure } from './pageChunks.ts'

describe('staticClosure', () => {
  it('follows imports transitively, once each, through cycles', () => {
    const imports: Record<string, string[]> = { a: ['b', 'c'], b: ['c', 'a'], c: ['d'], d: [], e: ['a'] }
    const closure = staticClosure(['a'], { importedIds: (id) => imports[id] ?? [] })
    expect([...closure].sort()).toEqual(['a', 'b', 'c', 'd'])
  })

  it('is empty without a start', () => {
    expect(staticClosure([], { importedIds: () => ['x'] }).size).toBe(0)
  })
})

describe('collectPreloads', () => {
  const chunk = (fileName: string, name: string, imports: string[] = [], isEntry = false) => ({
    fileName,
    name,
    imports,
    isEntry,
  })

  it('lists the named chunk and what it imports, minus what the entry already loads, sorted', () => {
    const chunks = [
      chunk('assets/index.js', 'index', ['assets/runtime.js'], true),
      chunk('assets/runtime.js', 'runtime'),
      chunk('assets/safe-page.js', 'safe-page', ['assets/index.js', 'assets/runtime.js', 'assets/icons.js']),
      chunk('assets/icons.js', 'icons', ['assets/index.js']),
      chunk('assets/history.js', 'history', ['assets/safe-page.js']),
    ]
    const alreadyLoaded = new Set(['assets/index.js', 'assets/runtime.js'])
    expect(collectPreloads(chunks, ['safe-page'], alreadyLoaded)).toEqual([
      'assets/icons.js',
      'assets/safe-page.js',
    ])
  })

  it('gathers several named chunks, each file once', () => {
    const chunks = [
      chunk('assets/index.js', 'index', [], true),
      chunk('assets/app.js', 'app', ['assets/index.js', 'assets/shared.js']),
      chunk('assets/safe-page.js', 'safe-page', ['assets/app.js', 'assets/shared.js']),
      chunk('assets/shared.js', 'shared'),
    ]
    expect(collectPreloads(chunks, ['app', 'safe-page'], new Set(['assets/index.js']))).toEqual([
      'assets/app.js',
      'assets/safe-page.js',
      'assets/shared.js',
    ])
  })

  it('preloads nothing when no chunk has the name', () => {
    expect(collectPreloads([chunk('assets/index.js', 'index', [], true)], ['safe-page'], new Set())).toEqual(
      [],
    )
  })
})
