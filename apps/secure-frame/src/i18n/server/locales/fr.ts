import type { ServerTable } from '../en'

/** The secure frame server's mails and pages in French (the frame's and the modal's vocabulary). */
const fr: ServerTable = {
  'otp.subject': 'Votre code de connexion Latchkey : {code}',
  'otp.body':
    'Votre code de connexion est {code}. Il sert une fois, pendant {minutes} minutes.\n\nSi vous ne l’avez pas demandé, ignorez ce message : personne ne peut se connecter sans le code.',
  'device.subject': 'Approuvez un nouvel appareil pour votre portefeuille Latchkey',
  'device.body':
    'Quelqu’un se connecte à votre portefeuille depuis un nouvel appareil. Si c’est vous, ouvrez ce lien pour l’approuver :\n\n{link}\n\nPuis revenez à l’app : un code de connexion suivra. Si ce n’était pas vous, ignorez ce message.',
  'updateOld.subject': 'Confirmez le changement de votre e-mail Latchkey : {code}',
  'updateOld.body':
    'Quelqu’un a demandé de changer l’adresse e-mail de votre portefeuille pour {email}. Si c’est vous, le code est {code}. Il sert une fois, pendant {minutes} minutes.\n\nSi ce n’était pas vous, ignorez ce message : rien ne change sans le code.',
  'updateNew.subject': 'Confirmez votre nouvel e-mail Latchkey : {code}',
  'updateNew.body':
    'Votre code pour faire de cette adresse l’e-mail de votre portefeuille est {code}. Il sert une fois, pendant {minutes} minutes.\n\nSi vous ne l’avez pas demandé, ignorez ce message.',
  'page.deviceApproved': 'Appareil approuvé',
  'page.deviceApprovedBody': 'Revenez à l’app : votre code de connexion arrive.',
  'page.linkInvalid': 'Ce lien n’est plus valide',
  'page.linkInvalidBody': 'Recommencez la connexion dans l’app pour recevoir un nouveau lien.',
  'page.loginInvalid': 'Cette connexion n’est plus valide',
  'page.loginInvalidBody': 'Fermez cette fenêtre et recommencez.',
  'page.loggingIn': 'Connexion en cours',
  'page.loggingInBody':
    'Fin de la connexion… vous pouvez fermer cette fenêtre si elle reste ouverte.',
}

export default fr
