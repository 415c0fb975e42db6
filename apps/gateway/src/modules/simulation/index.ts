/** The simulation module's public face: what a call would cost the Safe. */
export { estimateTransaction } from './simulation.service.ts'
