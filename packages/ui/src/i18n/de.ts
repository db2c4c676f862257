import type { LocaleTable } from './LocaleTable'

/** German: partial on purpose; missing keys show the English text. */
export const de: LocaleTable = {
  messages: {
    'common.back': 'Zurück',
    'common.close': 'Schließen',
    'common.cancel': 'Abbrechen',
    'common.dismiss': 'Ausblenden',
    'common.retry': 'Erneut versuchen',
    'common.loading': 'Wird geladen',
    'common.copy': 'Kopieren',
    'common.copyLink': 'Link kopieren',
    'common.copied': 'In die Zwischenablage kopiert',
    'common.copyFailed': 'Kopieren ist hier blockiert. Markiere den Text und kopiere ihn von Hand.',
    'common.notifications': 'Benachrichtigungen',
    'common.search': 'Suchen',
    'common.or': 'oder',
    'common.imageOf': 'Logo von {name}',
    'common.qrCodeOf': 'QR-Code',
    'common.installed': 'Installiert',
    'common.recent': 'Zuletzt genutzt',
    'common.continue': 'Weiter',
  },
  errors: {
    SIGNATURE_DECLINED: 'Signatur abgelehnt',
    SOMETHING_WENT_WRONG: 'Etwas ist schiefgelaufen',
    TRANSACTION_STARTED: 'Transaktion gestartet',
    FAILED_TO_FETCH_TRANSACTIONS: 'Transaktionen konnten nicht geladen werden',
    TOKEN_BALANCE_UNAVAILABLE: 'Token-Guthaben nicht verfügbar',
    AUTHENTICATING: 'Anmeldung läuft …',
    ERROR_REGISTERING_NAME: 'Name {name} konnte nicht registriert werden',
    TRY_AGAIN_AFTER_SECONDS: 'Bitte versuche es in {seconds} Sekunden erneut',
    HTTP_STATUS_CODE: 'HTTP-Statuscode: {status}',
  },
}
