import { isLatchkeyError, type Message, messageOfError } from '@latchkey/core'

/**
 * What a failed login step tells the visitor (SPEC §8): its own §8 code, 'Something went wrong'
 * for an aborted step (the abort's 'Request was aborted' is the RPC text) or a failure with none.
 */
export function loginFailureMessage(error: unknown): Message {
  if (isLatchkeyError(error, 'REQUEST_ABORTED')) return { code: 'SOMETHING_WENT_WRONG' }
  return messageOfError(error, 'SOMETHING_WENT_WRONG')
}
