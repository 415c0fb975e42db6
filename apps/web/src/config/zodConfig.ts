import * as z from 'zod/mini'

// zod compiles object parsers with `new Function` when it may. The gateway's CSP forbids eval, so that
// probe only fails, and Chrome reports each failure as a CSP violation during the first schema's
// construction, on the way to the first paint. Imported first by app/createApp.tsx: it must run before any schema exists.
z.config({ jitless: true })
