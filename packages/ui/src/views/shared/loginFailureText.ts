import { errorMessage, isLatchkeyError } from '@latchkey/core'

/**
 * What a failed login step tells the visitor (SPEC §8): its own §8 text, 'Something went wrong'
 * for an aborted step (the abort's 'Request was aborted' is the RPC text) or a failure with none.
 */
export function loginFailureText(error: unknown): string {
  if (isLatchkeyError(error, 'REQUEST_ABORTED')) return errorMessage('SOMETHING_WENT_WRONG')
  return error instanceof Error && error.message
    ? error.message
    : errorMessage('SOMETHING_WENT_WRONG')
}
