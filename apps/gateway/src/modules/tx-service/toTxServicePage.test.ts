import { describe, expect, it } from 'vitest'
import { toTxServicePage } from './toTxServicePage.ts'

const request = (url: string) => ({ url, headers: { host: 'coffer.test:8080' }, protocol: 'http' as const })

describe('toTxServicePage', () => {
  it('links the next and previous pages with limit and offset, keeping the filters', () => {
    const page = toTxServicePage(
      request('/api/v2/safes/0xabc/multisig-transactions/?executed=false&limit=2&offset=2'),
      { limit: 2, offset: 2 },
      { count: 5, results: ['c', 'd'] },
      'http://fallback',
    )
    expect(page).toEqual({
      count: 5,
      next: 'http://coffer.test:8080/api/v2/safes/0xabc/multisig-transactions/?executed=false&limit=2&offset=4',
      previous:
        'http://coffer.test:8080/api/v2/safes/0xabc/multisig-transactions/?executed=false&limit=2&offset=0',
      results: ['c', 'd'],
    })
  })

  it('has no links on a single page', () => {
    expect(
      toTxServicePage(request('/api/v1/tokens/'), { limit: 20, offset: 0 }, { count: 1, results: [1] }, 'x'),
    ).toMatchObject({ next: null, previous: null })
  })
})
