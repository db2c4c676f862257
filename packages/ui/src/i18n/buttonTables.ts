/**
 * The page buttons' English: all that start-up carries of the locale tables. Another locale's
 * buttons wait for its full table (useButtonTexts), which holds their texts too.
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
} as const
