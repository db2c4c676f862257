import type { ServerTable } from '../en'

/** The secure frame server's mails and pages in German (the frame's and the modal's vocabulary). */
const de: ServerTable = {
  'otp.subject': 'Dein Latchkey-Anmeldecode: {code}',
  'otp.body':
    'Dein Anmeldecode ist {code}. Er gilt einmal, {minutes} Minuten lang.\n\nWenn du ihn nicht angefordert hast, ignoriere diese Mail: Ohne den Code kann sich niemand anmelden.',
  'device.subject': 'Neues Gerät für deine Latchkey-Wallet bestätigen',
  'device.body':
    'Jemand meldet sich von einem neuen Gerät bei deiner Wallet an. Wenn du es bist, öffne diesen Link, um es zu bestätigen:\n\n{link}\n\nKehre dann zur App zurück: Ein Anmeldecode folgt. Wenn du es nicht warst, ignoriere diese Mail.',
  'updateOld.subject': 'Änderung deiner Latchkey-E-Mail bestätigen: {code}',
  'updateOld.body':
    'Jemand möchte die E-Mail-Adresse deiner Wallet in {email} ändern. Wenn du es bist, lautet der Code {code}. Er gilt einmal, {minutes} Minuten lang.\n\nWenn du es nicht warst, ignoriere diese Mail: Ohne den Code ändert sich nichts.',
  'updateNew.subject': 'Neue Latchkey-E-Mail bestätigen: {code}',
  'updateNew.body':
    'Dein Code, um diese Adresse zur E-Mail deiner Wallet zu machen, ist {code}. Er gilt einmal, {minutes} Minuten lang.\n\nWenn du ihn nicht angefordert hast, ignoriere diese Mail.',
  'page.deviceApproved': 'Gerät bestätigt',
  'page.deviceApprovedBody': 'Kehre zur App zurück: Dein Anmeldecode ist unterwegs.',
  'page.linkInvalid': 'Dieser Link ist nicht mehr gültig',
  'page.linkInvalidBody':
    'Starte die Anmeldung in der App erneut, um einen neuen Link zu erhalten.',
  'page.loginInvalid': 'Diese Anmeldung ist nicht mehr gültig',
  'page.loginInvalidBody': 'Schließe dieses Fenster und beginne von vorn.',
  'page.loggingIn': 'Anmeldung läuft',
  'page.loggingInBody':
    'Die Anmeldung wird abgeschlossen … Du kannst dieses Fenster schließen, falls es offen bleibt.',
}

export default de
