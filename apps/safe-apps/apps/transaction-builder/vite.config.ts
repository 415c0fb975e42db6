import { defineSafeAppBuild } from '../defineSafeAppBuild.ts'

export default defineSafeAppBuild(import.meta.url)
