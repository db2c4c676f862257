/**
 * What each event means, in words: the one part of the events page not read from the code. The
 * docs test fails when an event has no note here, or a note names an event that is gone.
 */
export const EVENT_NOTES: Readonly<Record<string, string>> = {
  MODAL_CREATED:
    'What `getEvent()` and `useAppKitEvents()` read before any other event: the instance exists.',
  INITIALIZE: 'Kept for listeners written for AppKit; Latchkey does not send it.',
  MODAL_OPEN: 'The modal opened; `connected` says whether an account was connected then.',
  MODAL_CLOSE: 'The modal closed; `connected` says whether an account is connected.',
  SWITCH_NETWORK: 'The active network changed to `network` (a CAIP-2 id).',
  CONNECT_STARTED:
    'A connection to `connector` began (a wallet row, WalletConnect, e-mail or social login).',
  CONNECT_SUCCESS: 'A wallet connected.',
  CONNECT_ERROR: 'A connection failed; `message` is the reason shown to the user.',
  DISCONNECT_SUCCESS: 'The account disconnected.',
  DISCONNECT_ERROR: 'Disconnecting failed.',
  SEND_INITIATED: 'The Send view asked the wallet to sign a transfer.',
  SEND_SUCCESS: 'A transfer from the Send view was sent.',
  SEND_ERROR: 'A transfer from the Send view failed or was refused.',
  SIWX_AUTH_SUCCESS: 'The user signed in with their wallet (SIWX).',
  SIWX_AUTH_ERROR: 'Signing in with the wallet failed.',
  CLICK_CANCEL_SIWX: 'The user cancelled signing in.',
  SET_PREFERRED_ACCOUNT_TYPE: 'The embedded wallet switched between its EOA and smart account.',
  ERROR_FETCH_TRANSACTIONS: 'The activity list could not be read from the provider.',
}
