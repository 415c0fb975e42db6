import { expect, test } from 'vitest'
import * as mod from './index.ts'
import * as testing from './testing/index.ts'

test('exports', () => {
  expect(Object.keys(mod)).toMatchInlineSnapshot(`
    [
      "createGuardedServer",
      "createJsonLineLogger",
      "createServerGuard",
      "plainTextErrorBody",
      "formatRawResponse",
      "parseRequestHead",
      "parseRequestTarget",
      "toClientErrorAnswer",
    ]
  `)
  expect(Object.keys(testing)).toMatchInlineSnapshot(`
    [
      "malformedRequests",
      "parseRawResponses",
      "sendRawRequest",
    ]
  `)
})
