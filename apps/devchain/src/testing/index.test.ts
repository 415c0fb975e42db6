import { expect, test } from 'vitest'
import * as mod from './index.ts'

test('exports', () => {
  expect(Object.keys(mod)).toMatchInlineSnapshot(`
    [
      "waitForReceipt",
      "createTestSafe",
      "execSafeBatch",
      "execSafeTransaction",
      "mintDemoToken",
      "sendErc20",
      "sendEth",
      "signSafeTransaction",
    ]
  `)
})
