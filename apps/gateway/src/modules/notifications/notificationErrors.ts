import { HttpProtocolError } from '../../errors.ts'

/**
 * A refusal CGW answers with one of Nest's standard exceptions (`BadRequestException('The signature is
 * expired!')`, `NotFoundException('No Device Found!')`): the error funnel gives this class Nest's standard
 * body `{ statusCode, message, error }`, so the SDK shows CGW's very message.
 */
export class NotificationRequestError extends HttpProtocolError {
  override name = 'NotificationRequestError'

  constructor(status: 400 | 401 | 404, message: string) {
    super(status, message)
  }
}
