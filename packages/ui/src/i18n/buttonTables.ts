/**
 * The page buttons' texts in every built-in locale: all that start-up carries of the locale
 * tables (the modal's full tables load with its own chunk). Each full table takes its part here.
 */
export const BUTTON_TABLES = {
  en: {
    messages: {
      'button.connect': 'Connect wallet',
      'button.connecting': 'Connecting',
      'button.account': 'Open your account',
      'button.network': 'Network: {name}',
      'button.noNetwork': 'Choose network',
    },
  },
  de: {
    messages: {
      'button.connect': 'Wallet verbinden',
      'button.connecting': 'Verbinde',
      'button.account': 'Konto öffnen',
      'button.network': 'Netzwerk: {name}',
      'button.noNetwork': 'Netzwerk wählen',
    },
  },
} as const
