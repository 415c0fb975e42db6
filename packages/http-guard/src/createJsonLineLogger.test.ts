import { describe, expect, it } from 'vitest'
import { createJsonLineLogger } from './createJsonLineLogger.ts'

describe('createJsonLineLogger', () => {
  it('writes one JSON line per entry at or above its level, errors serialized', () => {
    const lines: string[] = []
    const log = createJsonLineLogger({ name: 'safe-apps', level: 'warn', write: (line) => lines.push(line) })
    log.info({}, 'dropped below warn')
    log.error(
      { err: Object.assign(new TypeError('boom'), { code: 'E_BOOM' }) },
      'GET / failed; answering 500',
    )
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      level: 50,
      name: 'safe-apps',
      msg: 'GET / failed; answering 500',
      err: { type: 'TypeError', message: 'boom', code: 'E_BOOM' },
    })
  })

  it('writes info lines at info and nothing when silent', () => {
    const lines: string[] = []
    createJsonLineLogger({ name: 'x', level: 'info', write: (line) => lines.push(line) }).info({}, 'seen')
    createJsonLineLogger({ name: 'x', level: 'silent', write: (line) => lines.push(line) }).error(
      { err: 1 },
      'not seen',
    )
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['seen'])
  })
})
