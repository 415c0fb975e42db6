export type MalformedRequest = {
  name: string
  bytes: string | Uint8Array
  endAfterWrite?: boolean
  bodiless?: boolean
  /** The status every guarded server answers; absent where it depends on the server's routes (any 4xx). */
  status?: number
  /** A server may close the connection without answering (an HTTP/2 preface on an HTTP/1.1 port). */
  mayGoUnanswered?: boolean
}

const host = 'Host: probe.invalid\r\n'

/**
 * Requests that are broken in their request line, target, headers or body, as a scanner or an attacker
 * sends them; each must be answered 4xx (with the server's headers) and leave the server serving.
 * `jsonPostPath` is a route of the server that reads a JSON body, if it has one.
 */
export function malformedRequests({
  jsonPostPath = '/',
}: {
  jsonPostPath?: string
} = {}): MalformedRequest[] {
  const post = (fields: string, body: string) =>
    `POST ${jsonPostPath} HTTP/1.1\r\n${host}Content-Type: application/json\r\n${fields}\r\n${body}`
  return [
    // Request lines
    { name: 'a request line that is not HTTP', bytes: 'GARBAGE\r\n\r\n', status: 400 },
    { name: 'an unknown HTTP version', bytes: `GET / HTTP/9.9\r\n${host}\r\n`, status: 400 },
    { name: 'a lower-case method', bytes: `get / HTTP/1.1\r\n${host}\r\n`, status: 400 },
    { name: 'binary bytes', bytes: new Uint8Array([0, 1, 2, 0xff, 13, 10, 13, 10]), status: 400 },
    { name: 'a NUL in the target', bytes: `GET /a\0b HTTP/1.1\r\n${host}\r\n`, status: 400 },
    {
      name: 'CONNECT to another host',
      bytes: `CONNECT example.org:443 HTTP/1.1\r\n${host}\r\n`,
      status: 405,
    },
    { name: 'an HTTP/2 preface', bytes: 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', mayGoUnanswered: true },
    // Targets
    {
      name: 'an absolute-form target with a broken host',
      bytes: `GET http://[bad/x HTTP/1.1\r\n${host}\r\n`,
      status: 400,
    },
    { name: 'a scheme-relative target', bytes: `GET // HTTP/1.1\r\n${host}\r\n` },
    {
      name: 'a scheme-relative target to another host',
      bytes: `GET //evil.example/x HTTP/1.1\r\n${host}\r\n`,
    },
    { name: 'a bad percent-encoding', bytes: `GET /%zz HTTP/1.1\r\n${host}\r\n` },
    { name: 'an encoded path traversal', bytes: `GET /..%2f..%2f..%2fetc%2fpasswd HTTP/1.1\r\n${host}\r\n` },
    { name: 'the asterisk-form target', bytes: `OPTIONS * HTTP/1.1\r\n${host}\r\n` },
    { name: 'an authority-form target on GET', bytes: `GET example.org:443 HTTP/1.1\r\n${host}\r\n` },
    { name: 'a long target', bytes: `GET /${'a'.repeat(8_000)} HTTP/1.1\r\n${host}\r\n` },
    { name: 'a huge target', bytes: `GET /${'a'.repeat(100_000)} HTTP/1.1\r\n${host}\r\n`, status: 431 },
    {
      name: 'HEAD with a huge target',
      bytes: `HEAD /${'a'.repeat(98_000)} HTTP/1.1\r\n${host}\r\n`,
      bodiless: true,
      status: 431,
    },
    // Headers
    {
      name: 'an oversized header',
      bytes: `GET / HTTP/1.1\r\n${host}X-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      status: 431,
    },
    {
      name: 'a control character in a header value',
      bytes: `GET / HTTP/1.1\r\n${host}X-Bad: a\x01b\r\n\r\n`,
      status: 400,
    },
    { name: 'a space in a header name', bytes: `GET / HTTP/1.1\r\n${host}X Bad: a\r\n\r\n`, status: 400 },
    { name: 'a header line without a colon', bytes: `GET / HTTP/1.1\r\n${host}NoColon\r\n\r\n`, status: 400 },
    { name: 'no Host header', bytes: 'GET / HTTP/1.1\r\n\r\n', status: 400 },
    {
      name: 'an expectation other than 100-continue',
      bytes: `GET / HTTP/1.1\r\n${host}Expect: teapot\r\n\r\n`,
      status: 417,
    },
    {
      name: 'duplicate content-length',
      bytes: post('Content-Length: 2\r\nContent-Length: 3\r\n', '{}'),
      status: 400,
    },
    {
      name: 'a content-length that is not a number',
      bytes: post('Content-Length: two\r\n', '{}'),
      status: 400,
    },
    // Refused when the body is read: a server that answers first has answered already.
    { name: 'an unknown transfer-encoding', bytes: post('Transfer-Encoding: bogus\r\n', '{}') },
    {
      name: 'transfer-encoding and content-length together (smuggling)',
      bytes: post('Transfer-Encoding: chunked\r\nContent-Length: 5\r\n', '0\r\n\r\n'),
      status: 400,
    },
    // Bodies
    {
      name: 'a truncated chunked body',
      bytes: post('Transfer-Encoding: chunked\r\n', '10\r\n{"a"'),
      endAfterWrite: true,
    },
    {
      name: 'a chunk size that is not hexadecimal',
      bytes: post('Transfer-Encoding: chunked\r\n', 'zz\r\n{}\r\n0\r\n\r\n'),
    },
    { name: 'invalid JSON under a JSON content type', bytes: post('Content-Length: 5\r\n', '{bad}') },
    {
      name: 'a content-length longer than the body',
      bytes: post('Content-Length: 50\r\n', '{}'),
      endAfterWrite: true,
    },
    {
      name: 'a content-length shorter than the body',
      bytes: post('Content-Length: 1\r\n', '{}GARBAGE\r\n\r\n'),
    },
    {
      name: 'a good request followed by garbage on the same connection',
      bytes: `GET / HTTP/1.1\r\n${host}\r\nGARBAGE\r\n\r\n`,
      status: 400,
    },
    {
      name: 'HEAD with a broken target',
      bytes: `HEAD http://[bad/x HTTP/1.1\r\n${host}\r\n`,
      bodiless: true,
      status: 400,
    },
  ]
}
