import type { FrameTable } from '../en'

/** The secure frame's texts in German (the modal's words for wallet, network, sign). */
const de: FrameTable = {
  'recovery.createTitle': 'Wiederherstellungspasswort wählen',
  'recovery.enterTitle': 'Wiederherstellungspasswort eingeben',
  'recovery.createBody':
    'Damit öffnest du diese Wallet auf einem anderen Gerät. Niemand kann es für dich zurücksetzen: Bewahre es sicher auf.',
  'recovery.enterBody':
    'Dieses Gerät hat deine Wallet noch nie geöffnet. Dein Wiederherstellungspasswort entsperrt sie hier.',
  'recovery.label': 'Wiederherstellungspasswort',
  'recovery.repeat': 'Wiederholen',
  'recovery.usePasskey': 'Dieses Gerät mit einem Passkey schützen',
  'recovery.tooShort': 'Verwende mindestens {count} Zeichen.',
  'recovery.differ': 'Die beiden Passwörter stimmen nicht überein.',
  'recovery.wrong': 'Falsches Wiederherstellungspasswort',
  'recovery.withoutPasskey':
    'Ohne den Passkey entsperrt dein Wiederherstellungspasswort die Wallet hier.',
  'common.continue': 'Weiter',
  'common.close': 'Schließen',
  'approval.requestedBy': 'Angefragt von {origin}',
  'approval.requestedByApp': 'Angefragt von {name} auf {origin}',
  'approval.reject': 'Ablehnen',
  'approval.approve': 'Bestätigen',
  'approval.signMessage': 'Nachricht signieren',
  'approval.signTypedData': 'Typisierte Daten signieren',
  'approval.sendTransaction': 'Transaktion senden',
  'approval.signTransaction': 'Transaktion signieren',
  'approval.signTransactions': '{count} Transaktionen signieren',
  'approval.sendCalls': 'Mehrere Aufrufe senden',
  'approval.sendUserOperation': 'Benutzeroperation senden',
  'detail.message': 'Nachricht',
  'detail.data': 'Daten',
  'detail.to': 'An',
  'detail.from': 'Von',
  'detail.amount': 'Betrag',
  'detail.parameters': 'Parameter',
  'detail.network': 'Netzwerk',
  'detail.feePayer': 'Gebührenzahler',
  'detail.send': 'Senden',
  'detail.program': 'Programm',
  'detail.newContract': '(neuer Vertrag)',
  'detail.smartAccount': 'Smart-Konto {address}',
  'detail.smartAccountNew': 'Smart-Konto {address} (wird mit diesem Vorgang bereitgestellt)',
  'detail.ofCall': '{detail} (Aufruf {index})',
  'export.title': 'Privaten Schlüssel exportieren',
  'export.warning':
    'Wer diesen Schlüssel hat, kontrolliert deine Wallet. Füge ihn nie in eine Website ein.',
  'export.reveal': 'Anzeigen',
  'passkey.failed': 'Der Passkey konnte nicht verwendet werden.',
  'passkey.setUp': 'Passkey einrichten',
  'passkey.setUpTitle': 'Dieses Gerät mit einem Passkey schützen',
  'passkey.setUpBody':
    'Deine Wallet öffnet sich auf diesem Gerät nur mit deinem Passkey (Fingerabdruck, Gesicht oder PIN). Verlierst du ihn, stellt dein Wiederherstellungspasswort die Wallet trotzdem wieder her.',
  'passkey.notNow': 'Nicht jetzt',
  'passkey.unlock': 'Mit Passkey entsperren',
  'passkey.unlockTitle': 'Wallet entsperren',
  'passkey.unlockBody': 'Ein Passkey schützt deine Wallet auf diesem Gerät.',
  'passkey.useRecovery': 'Mein Wiederherstellungspasswort verwenden',
  'passkey.tryAgain':
    '{problem} Du kannst es erneut versuchen oder dein Wiederherstellungspasswort verwenden.',
}

export default de
