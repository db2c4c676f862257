import type { FrameTable } from '../en'

/** The secure frame's texts in French (the modal's words for wallet, network, sign). */
const fr: FrameTable = {
  'recovery.createTitle': 'Choisissez un mot de passe de récupération',
  'recovery.enterTitle': 'Saisissez votre mot de passe de récupération',
  'recovery.createBody':
    "Il vous permet d'ouvrir ce portefeuille sur un autre appareil. Personne ne peut le réinitialiser pour vous : conservez-le en lieu sûr.",
  'recovery.enterBody':
    "Cet appareil n'a jamais ouvert votre portefeuille. Votre mot de passe de récupération le déverrouille ici.",
  'recovery.label': 'Mot de passe de récupération',
  'recovery.repeat': 'Répétez-le',
  'recovery.usePasskey': "Protéger cet appareil avec une clé d'accès",
  'recovery.tooShort': 'Utilisez au moins {count} caractères.',
  'recovery.differ': 'Les deux mots de passe sont différents.',
  'recovery.wrong': 'Mot de passe de récupération incorrect',
  'recovery.withoutPasskey':
    "Sans la clé d'accès, votre mot de passe de récupération déverrouille le portefeuille ici.",
  'common.continue': 'Continuer',
  'common.close': 'Fermer',
  'approval.requestedBy': 'Demandé par {origin}',
  'approval.requestedByApp': 'Demandé par {name} sur {origin}',
  'approval.reject': 'Refuser',
  'approval.approve': 'Approuver',
  'approval.signMessage': 'Signer un message',
  'approval.signTypedData': 'Signer des données typées',
  'approval.sendTransaction': 'Envoyer une transaction',
  'approval.signTransaction': 'Signer une transaction',
  'approval.signTransactions': 'Signer {count} transactions',
  'approval.sendCalls': "Envoyer un lot d'appels",
  'approval.sendUserOperation': 'Envoyer une opération utilisateur',
  'detail.message': 'Message',
  'detail.data': 'Données',
  'detail.to': 'À',
  'detail.from': 'De',
  'detail.amount': 'Montant',
  'detail.parameters': 'Paramètres',
  'detail.network': 'Réseau',
  'detail.feePayer': 'Payeur des frais',
  'detail.send': 'Envoi',
  'detail.program': 'Programme',
  'detail.newContract': '(nouveau contrat)',
  'detail.smartAccount': 'Compte intelligent {address}',
  'detail.smartAccountNew': 'Compte intelligent {address} (déployé par cette opération)',
  'detail.ofCall': '{detail} (appel {index})',
  'export.title': 'Exporter votre clé privée',
  'export.warning':
    'Toute personne disposant de cette clé contrôle votre portefeuille. Ne la collez jamais dans un site web.',
  'export.reveal': 'Afficher',
  'passkey.failed': "La clé d'accès n'a pas pu être utilisée.",
  'passkey.setUp': "Configurer une clé d'accès",
  'passkey.setUpTitle': "Protéger cet appareil avec une clé d'accès",
  'passkey.setUpBody':
    "Votre portefeuille ne s'ouvrira sur cet appareil qu'avec votre clé d'accès (empreinte, visage ou code PIN). Si vous la perdez, votre mot de passe de récupération restaure toujours le portefeuille.",
  'passkey.notNow': 'Pas maintenant',
  'passkey.unlock': "Déverrouiller avec la clé d'accès",
  'passkey.unlockTitle': 'Déverrouiller votre portefeuille',
  'passkey.unlockBody': "Une clé d'accès protège votre portefeuille sur cet appareil.",
  'passkey.useRecovery': 'Utiliser mon mot de passe de récupération',
  'passkey.tryAgain':
    '{problem} Vous pouvez réessayer ou utiliser votre mot de passe de récupération.',
}

export default fr
