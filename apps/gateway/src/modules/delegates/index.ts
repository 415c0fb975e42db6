/** The delegates module's public face: the checked delegations the Transaction Service face shares. */
export { addDelegate, listDelegates, removeDelegate } from './delegates.service.ts'
