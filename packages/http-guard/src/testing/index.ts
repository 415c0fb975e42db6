export { type MalformedRequest, malformedRequests } from './malformedRequests.ts'
export { parseRawResponses, type RawHttpResponse } from './parseRawResponses.ts'
export { type RawExchange, type SendRawRequestOptions, sendRawRequest } from './sendRawRequest.ts'
