/** The balances module's public face: a Safe's priced balances and their routes. */
export { balancesRoutes } from './balances.routes.ts'
export { getBalances } from './balances.service.ts'
