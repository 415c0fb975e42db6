/** The decoder module's public face: calldata decoded with the contract registry. */
export { decodeData } from './decoder.service.ts'
