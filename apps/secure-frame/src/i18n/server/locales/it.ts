import type { ServerTable } from '../en'

/** The secure frame server's mails and pages in Italian (the frame's and the modal's vocabulary). */
const it: ServerTable = {
  'otp.subject': 'Il tuo codice di accesso Latchkey: {code}',
  'otp.body':
    'Il tuo codice di accesso è {code}. Vale una volta, per {minutes} minuti.\n\nSe non l’hai richiesto, ignora questa email: nessuno può accedere senza il codice.',
  'device.subject': 'Approva un nuovo dispositivo per il tuo wallet Latchkey',
  'device.body':
    'Qualcuno sta accedendo al tuo wallet da un nuovo dispositivo. Se sei tu, apri questo link per approvarlo:\n\n{link}\n\nPoi torna all’app: seguirà un codice di accesso. Se non sei stato tu, ignora questa email.',
  'updateOld.subject': 'Conferma la modifica della tua email Latchkey: {code}',
  'updateOld.body':
    'Qualcuno ha chiesto di spostare l’indirizzo email del tuo wallet a {email}. Se sei tu, il codice è {code}. Vale una volta, per {minutes} minuti.\n\nSe non sei stato tu, ignora questa email: senza il codice non cambia nulla.',
  'updateNew.subject': 'Conferma la tua nuova email Latchkey: {code}',
  'updateNew.body':
    'Il tuo codice per rendere questo indirizzo l’email del tuo wallet è {code}. Vale una volta, per {minutes} minuti.\n\nSe non l’hai richiesto, ignora questa email.',
  'page.deviceApproved': 'Dispositivo approvato',
  'page.deviceApprovedBody': 'Torna all’app: il tuo codice di accesso è in arrivo.',
  'page.linkInvalid': 'Questo link non è più valido',
  'page.linkInvalidBody': 'Ricomincia l’accesso nell’app per ricevere un nuovo link.',
  'page.loginInvalid': 'Questo accesso non è più valido',
  'page.loginInvalidBody': 'Chiudi questa finestra e ricomincia.',
  'page.loggingIn': 'Accesso in corso',
  'page.loggingInBody':
    'Completamento dell’accesso… puoi chiudere questa finestra se resta aperta.',
}

export default it
