import type { ServerTable } from '../en'

/** The secure frame server's mails and pages in Czech (the frame's and the modal's vocabulary). */
const cs: ServerTable = {
  'otp.subject': 'Váš přihlašovací kód Latchkey: {code}',
  'otp.body':
    'Váš přihlašovací kód je {code}. Platí jednou, {minutes} min.\n\nPokud jste o něj nežádali, tento e-mail ignorujte: bez kódu se nikdo nepřihlásí.',
  'device.subject': 'Schvalte nové zařízení pro svou peněženku Latchkey',
  'device.body':
    'Někdo se přihlašuje do vaší peněženky z nového zařízení. Pokud jste to vy, otevřete tento odkaz a zařízení schvalte:\n\n{link}\n\nPak se vraťte do aplikace: přijde přihlašovací kód. Pokud jste to nebyli vy, tento e-mail ignorujte.',
  'updateOld.subject': 'Potvrďte změnu e-mailu Latchkey: {code}',
  'updateOld.body':
    'Někdo požádal o změnu e-mailové adresy vaší peněženky na {email}. Pokud jste to vy, kód je {code}. Platí jednou, {minutes} min.\n\nPokud jste to nebyli vy, tento e-mail ignorujte: bez kódu se nic nezmění.',
  'updateNew.subject': 'Potvrďte nový e-mail Latchkey: {code}',
  'updateNew.body':
    'Váš kód, aby se tato adresa stala e-mailem vaší peněženky, je {code}. Platí jednou, {minutes} min.\n\nPokud jste o něj nežádali, tento e-mail ignorujte.',
  'page.deviceApproved': 'Zařízení schváleno',
  'page.deviceApprovedBody': 'Vraťte se do aplikace: přihlašovací kód je na cestě.',
  'page.linkInvalid': 'Tento odkaz už neplatí',
  'page.linkInvalidBody': 'Začněte přihlášení v aplikaci znovu a získejte nový odkaz.',
  'page.loginInvalid': 'Toto přihlášení už neplatí',
  'page.loginInvalidBody': 'Zavřete toto okno a začněte znovu.',
  'page.loggingIn': 'Přihlašování',
  'page.loggingInBody': 'Dokončuje se přihlášení… pokud okno zůstane otevřené, můžete ho zavřít.',
}

export default cs
