import type { ServerTable } from '../en'

/** The secure frame server's mails and pages in Polish (the frame's and the modal's vocabulary). */
const pl: ServerTable = {
  'otp.subject': 'Twój kod logowania Latchkey: {code}',
  'otp.body':
    'Twój kod logowania to {code}. Działa raz, przez {minutes} min.\n\nJeśli to nie Ty o niego prosiłeś, zignoruj tę wiadomość: bez kodu nikt się nie zaloguje.',
  'device.subject': 'Zatwierdź nowe urządzenie dla portfela Latchkey',
  'device.body':
    'Ktoś loguje się do Twojego portfela z nowego urządzenia. Jeśli to Ty, otwórz ten link, aby je zatwierdzić:\n\n{link}\n\nNastępnie wróć do aplikacji: przyjdzie kod logowania. Jeśli to nie Ty, zignoruj tę wiadomość.',
  'updateOld.subject': 'Potwierdź zmianę e-maila Latchkey: {code}',
  'updateOld.body':
    'Ktoś poprosił o zmianę adresu e-mail Twojego portfela na {email}. Jeśli to Ty, kod to {code}. Działa raz, przez {minutes} min.\n\nJeśli to nie Ty, zignoruj tę wiadomość: bez kodu nic się nie zmieni.',
  'updateNew.subject': 'Potwierdź nowy e-mail Latchkey: {code}',
  'updateNew.body':
    'Twój kod, aby ten adres stał się e-mailem portfela, to {code}. Działa raz, przez {minutes} min.\n\nJeśli to nie Ty o niego prosiłeś, zignoruj tę wiadomość.',
  'page.deviceApproved': 'Urządzenie zatwierdzone',
  'page.deviceApprovedBody': 'Wróć do aplikacji: kod logowania jest w drodze.',
  'page.linkInvalid': 'Ten link jest już nieważny',
  'page.linkInvalidBody': 'Zacznij logowanie w aplikacji od nowa, aby dostać nowy link.',
  'page.loginInvalid': 'To logowanie jest już nieważne',
  'page.loginInvalidBody': 'Zamknij to okno i zacznij od nowa.',
  'page.loggingIn': 'Logowanie',
  'page.loggingInBody': 'Kończenie logowania… możesz zamknąć to okno, jeśli pozostanie otwarte.',
}

export default pl
