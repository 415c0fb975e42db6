/** The auth module's public face: what other modules may use of a session. */
export { sessionCookieName } from './auth.routes.ts'
export { getSession } from './auth.service.ts'
