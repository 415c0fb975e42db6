/** The owners module's public face. */
export { ownersRoutes } from './owners.routes.ts'
export { getOwnedSafes } from './owners.service.ts'
