/** The chains module's public face: one configured chain as the API describes it. */
export { getChain } from './chains.service.ts'
