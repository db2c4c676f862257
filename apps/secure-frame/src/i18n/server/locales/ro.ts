import type { ServerTable } from '../en'

/** The secure frame server's mails and pages in Romanian (the frame's and the modal's vocabulary). */
const ro: ServerTable = {
  'otp.subject': 'Codul tău de autentificare Latchkey: {code}',
  'otp.body':
    'Codul tău de autentificare este {code}. Funcționează o dată, timp de {minutes} minute.\n\nDacă nu l-ai cerut, ignoră acest e-mail: nimeni nu se poate autentifica fără cod.',
  'device.subject': 'Aprobă un dispozitiv nou pentru portofelul tău Latchkey',
  'device.body':
    'Cineva se autentifică în portofelul tău de pe un dispozitiv nou. Dacă ești tu, deschide acest link ca să-l aprobi:\n\n{link}\n\nApoi revino în aplicație: urmează un cod de autentificare. Dacă nu ai fost tu, ignoră acest e-mail.',
  'updateOld.subject': 'Confirmă schimbarea e-mailului Latchkey: {code}',
  'updateOld.body':
    'Cineva a cerut mutarea adresei de e-mail a portofelului tău la {email}. Dacă ești tu, codul este {code}. Funcționează o dată, timp de {minutes} minute.\n\nDacă nu ai fost tu, ignoră acest e-mail: fără cod nu se schimbă nimic.',
  'updateNew.subject': 'Confirmă noul tău e-mail Latchkey: {code}',
  'updateNew.body':
    'Codul tău pentru a face din această adresă e-mailul portofelului este {code}. Funcționează o dată, timp de {minutes} minute.\n\nDacă nu l-ai cerut, ignoră acest e-mail.',
  'page.deviceApproved': 'Dispozitiv aprobat',
  'page.deviceApprovedBody': 'Revino în aplicație: codul de autentificare este pe drum.',
  'page.linkInvalid': 'Acest link nu mai este valabil',
  'page.linkInvalidBody': 'Reia autentificarea în aplicație ca să primești un link nou.',
  'page.loginInvalid': 'Această autentificare nu mai este valabilă',
  'page.loginInvalidBody': 'Închide această fereastră și începe din nou.',
  'page.loggingIn': 'Autentificare în curs',
  'page.loggingInBody':
    'Se finalizează autentificarea… poți închide fereastra dacă rămâne deschisă.',
}

export default ro
