import type { HeadlessError } from '@latchkey/controllers/headless'
import { ERRORS, type ErrorCode, errorMessageOf } from '@latchkey/core'

/**
 * The app words the API's codes itself: its own sentences for the codes it cares about, SPEC
 * §8's English for the rest of the catalogue.
 */
export function errorText(error: HeadlessError): string {
  switch (error.code) {
    case 'WALLET_ERROR':
      return error.params.walletCode === 4001
        ? 'You turned the request down in your wallet.'
        : `Your wallet answered with error ${error.params.walletCode}.`
    case 'INVALID_EMAIL':
      return 'That does not look like an e-mail address.'
    case 'INVALID_CODE':
      return 'The code is the six digits from the mail.'
    case 'WALLET_NOT_FOUND':
      return 'That wallet is no longer on the list.'
    default:
      return error.code in ERRORS
        ? errorMessageOf(error.code as ErrorCode, error.params)
        : error.code
  }
}
