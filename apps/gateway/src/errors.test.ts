import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  ForbiddenError,
  HttpProtocolError,
  InputError,
  NotFoundError,
  RouteNotFoundError,
  toHttpError,
  UnauthorizedError,
  UpstreamError,
  UpstreamSchemaError,
} from './errors.ts'

function firstIssue(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value)
  if (result.success || !result.error.issues[0]) throw new Error('expected a failure')
  return result.error.issues[0]
}

describe('toHttpError reproduces CGW bodies', () => {
  it('422 with the first zod issue spread', () => {
    const issue = firstIssue(z.object({ message: z.string() }), { message: 1 })
    expect(toHttpError(new InputError(issue))).toMatchInlineSnapshot(`
      {
        "body": {
          "code": "invalid_type",
          "expected": "string",
          "message": "Invalid input: expected string, received number",
          "path": [
            "message",
          ],
          "statusCode": 422,
        },
        "isServerFault": false,
        "status": 422,
      }
    `)
  })

  it.each([
    [new NotFoundError('x'), 404, { code: 404, message: 'An error occurred' }],
    [
      new RouteNotFoundError('GET', '/x'),
      404,
      { statusCode: 404, message: 'Cannot GET /x', error: 'Not Found' },
    ],
    [
      new UnauthorizedError('Invalid nonce'),
      401,
      { statusCode: 401, message: 'Invalid nonce', error: 'Unauthorized' },
    ],
    [new ForbiddenError(), 403, { statusCode: 403, message: 'Forbidden resource', error: 'Forbidden' }],
    [
      new HttpProtocolError(431, 'Headers too large'),
      431,
      { statusCode: 431, message: 'Headers too large', error: 'Request Header Fields Too Large' },
    ],
    [new UpstreamSchemaError('bad row'), 502, { statusCode: 502, message: 'Bad gateway' }],
    [new UpstreamError('down'), 503, { code: 503, message: 'Service unavailable' }],
    [new UpstreamError('gone', { status: 404 }), 404, { code: 404, message: 'gone' }],
    [new Error('boom'), 500, { code: 500, message: 'Internal server error' }],
    ['not even an error', 500, { code: 500, message: 'Internal server error' }],
    [
      Object.assign(new Error('Bad JSON'), { statusCode: 400 }),
      400,
      { statusCode: 400, message: 'Bad JSON', error: 'Bad Request' },
    ],
  ])('%s → %i', (error, status, body) => {
    expect(toHttpError(error)).toMatchObject({ status, body })
  })

  it('does not leak internals of server faults', () => {
    const result = toHttpError(new Error('password=hunter2'))
    expect(JSON.stringify(result.body)).not.toContain('hunter2')
    expect(result.isServerFault).toBe(true)
  })
})
