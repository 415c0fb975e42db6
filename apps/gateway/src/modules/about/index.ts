/** The about module's public face: what this gateway is. */
export { getAbout } from './about.service.ts'
