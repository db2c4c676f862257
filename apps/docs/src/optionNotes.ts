/**
 * Words for the options whose declaration has no JSDoc yet, shown only while the source has none.
 * The docs test fails when a noted option is gone or has JSDoc of its own (then drop the note).
 */
export const OPTION_NOTES: Readonly<Record<string, string>> = {
  projectId:
    'Your project on your provider (its `projects[].id`). Needed with `apiUrl`; leave both out to run without a provider.',
  adapters:
    'One adapter per namespace (`evmAdapter()`, `solanaAdapter()` …). None at all: basic WalletConnect mode.',
  defaultNetwork: 'The network to start on, instead of the first of `networks`.',
  metadata:
    'Your app as wallets show it: `{ name, description, url, icons }`. `url` should be the page\u2019s origin.',
  features:
    'Switches for the modal\u2019s features (swaps, on-ramp, e-mail, history …) and the order of its connect methods; see the list below.',
  themeMode: "`'light'` or `'dark'` (the default): the built-in palette the theme starts from.",
  themeVariables:
    'CSS custom properties for the modal and the buttons (`--lk-accent` …; the `--w3m-*` names are mapped). See [Theming](../theming.md).',
  featuredWalletIds: 'Registry wallet ids shown first in the Connect view.',
  includeWalletIds: 'Only these registry wallets are listed.',
  excludeWalletIds: 'These registry wallets are never listed.',
  enableWalletConnect:
    'Offer WalletConnect (QR and links); default true when the adapters support it.',
  siwx: 'Sign in with the wallet after connecting: a SIWX config such as `@latchkey/siwx`\u2019s.',
  termsConditionsUrl:
    'Linked under the wallet list (and in the legal checkbox when that feature is on).',
  privacyPolicyUrl:
    'Linked under the wallet list (and in the legal checkbox when that feature is on).',
  sdkType: 'Reported to analytics as the SDK type (`st`).',
  sdkVersion: 'Reported to analytics as the SDK version (`sv`).',
  clock: 'Replaces the clock the timers read (tests).',
  storage:
    'Where the session is kept: `localStorage` by default; `cookieStorage` for server rendering.',
  environment: 'Replaces the browser environment the instance reads (tests, server rendering).',
  analytics: 'Replaces the analytics client built from `analyticsUrl` (a fake in tests).',
  logger: 'Where errors and warnings go (default: the console).',
  walletRegistry: 'Replaces the wallet registry client built from `walletRegistryUrl` (tests).',
}
