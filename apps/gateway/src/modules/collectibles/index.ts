/** The collectibles module's public face. */
export { collectiblesRoutes } from './collectibles.routes.ts'
