// What each view of the demo's Views panel must show (English, as the demo starts).

export interface ViewCase {
  view: string
  /** The dialog's heading (its accessible name) for this view. */
  title: string
  /** Opened before or after the page connects the dev wallet. */
  state: 'disconnected' | 'connected'
  /** Text the view's body must contain, proving it drew its content. */
  shows?: string
  /**
   * A role=alert text the view is expected to show in the demo: opening ConnectingExternal from
   * the panel passes no wallet. Any other alert fails the test.
   */
  expectedAlert?: string
}

/** Every view of the router (SPEC §2, the on-demand account views, settings and explainers). */
export const DRAWN_VIEWS: readonly ViewCase[] = [
  {
    view: 'Connect',
    title: 'Connect a wallet',
    state: 'disconnected',
    shows: 'Latchkey Dev Wallet',
  },
  { view: 'AllWallets', title: 'All wallets', state: 'disconnected', shows: 'MetaMask' },
  {
    view: 'ConnectWallets',
    title: 'Choose a wallet',
    state: 'disconnected',
    shows: 'Latchkey Dev Wallet',
  },
  {
    view: 'ConnectingWalletConnect',
    title: 'Scan with your phone',
    state: 'disconnected',
    // The demo's walletConnect() connector pairs through the local relay: a QR code to copy.
    shows: 'Copy link',
  },
  {
    view: 'ConnectingWalletConnectBasic',
    title: 'Scan with your phone',
    state: 'disconnected',
    // The demo's walletConnect() connector pairs through the local relay: a QR code to copy.
    shows: 'Copy link',
  },
  {
    view: 'ConnectingExternal',
    title: 'Connect a wallet',
    state: 'disconnected',
    shows: 'The connection did not go through.',
    expectedAlert: 'No wallets are available right now.',
  },
  { view: 'ConnectingFarcaster', title: 'Sign in with Farcaster', state: 'disconnected' },
  { view: 'Account', title: 'Account', state: 'connected', shows: 'ETH' },
  { view: 'Networks', title: 'Choose network', state: 'connected', shows: 'Latchkey Devnet B' },
  {
    view: 'SwitchNetwork',
    title: 'Choose network',
    state: 'connected',
    shows: 'Latchkey Devnet B',
  },
  {
    view: 'UnsupportedChain',
    title: 'Switch network',
    state: 'connected',
    shows: 'Latchkey Devnet B',
  },
  { view: 'ConnectingSiwe', title: 'Sign in', state: 'connected', shows: 'Latchkey demo' },
  { view: 'SIWXSignMessage', title: 'Sign in', state: 'connected', shows: 'Latchkey demo' },
  { view: 'ApproveTransaction', title: 'Approve request', state: 'connected' },
  { view: 'RegisterAccountName', title: 'Choose a name', state: 'connected', shows: 'Name' },
  { view: 'RegisterAccountNameSuccess', title: 'Name registered', state: 'connected' },
  { view: 'Transactions', title: 'Activity', state: 'connected' },
  { view: 'WalletSend', title: 'Send', state: 'connected', shows: 'Recipient address' },
  // Opened with nothing to review, the review step goes back to the form.
  { view: 'WalletSendPreview', title: 'Send', state: 'connected', shows: 'Recipient address' },
  { view: 'WalletReceive', title: 'Receive', state: 'connected', shows: 'Your address' },
  {
    view: 'EmailVerifyOtp',
    title: 'Confirm your email',
    state: 'disconnected',
    shows: 'Code from the email',
  },
  { view: 'EmailVerifyDevice', title: 'Approve this device', state: 'disconnected' },
  {
    view: 'ConnectingSocial',
    title: 'Log in',
    state: 'disconnected',
    // Opened from the panel, it is given no login to run (the Connect view's buttons give one).
    expectedAlert: 'Address or auth connector not found',
  },
  {
    view: 'UpdateEmailWallet',
    title: 'Change your email',
    state: 'connected',
    shows: 'New email address',
  },
  { view: 'UpdateEmailPrimaryOtp', title: 'Confirm your current email', state: 'connected' },
  { view: 'UpdateEmailSecondaryOtp', title: 'Confirm your new email', state: 'connected' },
  { view: 'Swap', title: 'Swap', state: 'connected', shows: 'You pay' },
  { view: 'SwapPreview', title: 'Review the swap', state: 'connected', shows: 'Enter an amount' },
  { view: 'SwapSelectToken', title: 'Select a token', state: 'connected', shows: 'LUSD' },
  { view: 'OnRampProviders', title: 'Buy crypto', state: 'connected', shows: 'Meld' },
  {
    view: 'OnRampTokenSelect',
    title: 'Select a token',
    state: 'connected',
    shows: 'Latchkey Devnet',
  },
  { view: 'OnRampFiatSelect', title: 'Select a currency', state: 'connected', shows: 'EUR' },
  { view: 'OnRampActivity', title: 'Purchases', state: 'connected', shows: 'Your purchases' },
  {
    view: 'WhatIsAWallet',
    title: 'What is a wallet?',
    state: 'disconnected',
    shows: 'Get a wallet',
  },
  {
    view: 'WhatIsANetwork',
    title: 'What is a network?',
    state: 'disconnected',
    shows: 'Choose a network',
  },
  { view: 'AccountSettings', title: 'Settings', state: 'connected', shows: 'Disconnect' },
]

// The placeholder text a view without a component once showed; no view may show it again.
export const NOT_AVAILABLE = 'This part of the modal is not available in this version.'
export const CONNECT_TITLE = 'Connect a wallet'
