import type { FrameTable } from '../en'

/** The secure frame's texts in Romanian (the modal's words for wallet, network, sign). */
const ro: FrameTable = {
  'recovery.createTitle': 'Alege o parolă de recuperare',
  'recovery.enterTitle': 'Introdu parola de recuperare',
  'recovery.createBody':
    'Îți permite să deschizi acest portofel pe alt dispozitiv. Nimeni nu o poate reseta pentru tine: păstreaz-o în siguranță.',
  'recovery.enterBody':
    'Acest dispozitiv nu ți-a mai deschis portofelul. Parola de recuperare îl deblochează aici.',
  'recovery.label': 'Parolă de recuperare',
  'recovery.repeat': 'Repet-o',
  'recovery.usePasskey': 'Protejează acest dispozitiv cu o cheie de acces',
  'recovery.tooShort': 'Folosește cel puțin {count} caractere.',
  'recovery.differ': 'Cele două parole diferă.',
  'recovery.wrong': 'Parolă de recuperare greșită',
  'recovery.withoutPasskey':
    'Fără cheia de acces, parola de recuperare deblochează portofelul aici.',
  'common.continue': 'Continuă',
  'common.close': 'Închide',
  'approval.requestedBy': 'Solicitat de {origin}',
  'approval.requestedByApp': 'Solicitat de {name} pe {origin}',
  'approval.reject': 'Respinge',
  'approval.approve': 'Aprobă',
  'approval.signMessage': 'Semnează un mesaj',
  'approval.signTypedData': 'Semnează date tipizate',
  'approval.sendTransaction': 'Trimite o tranzacție',
  'approval.signTransaction': 'Semnează o tranzacție',
  'approval.signTransactions': 'Semnează tranzacțiile ({count})',
  'approval.sendCalls': 'Trimite un lot de apeluri',
  'approval.sendUserOperation': 'Trimite o operațiune de utilizator',
  'detail.message': 'Mesaj',
  'detail.data': 'Date',
  'detail.to': 'Către',
  'detail.from': 'De la',
  'detail.amount': 'Sumă',
  'detail.parameters': 'Parametri',
  'detail.network': 'Rețea',
  'detail.feePayer': 'Plătitorul comisionului',
  'detail.send': 'Trimitere',
  'detail.program': 'Program',
  'detail.newContract': '(contract nou)',
  'detail.smartAccount': 'Cont inteligent {address}',
  'detail.smartAccountNew': 'Cont inteligent {address} (implementat de această operațiune)',
  'detail.ofCall': '{detail} (apelul {index})',
  'export.title': 'Exportă cheia privată',
  'export.warning':
    'Oricine are această cheie îți controlează portofelul. Nu o lipi niciodată pe un site web.',
  'export.reveal': 'Afișează',
  'passkey.failed': 'Cheia de acces nu a putut fi folosită.',
  'passkey.setUp': 'Configurează o cheie de acces',
  'passkey.setUpTitle': 'Protejează acest dispozitiv cu o cheie de acces',
  'passkey.setUpBody':
    'Portofelul se va deschide pe acest dispozitiv doar cu cheia ta de acces (amprentă, față sau PIN). Dacă o pierzi, parola de recuperare restaurează în continuare portofelul.',
  'passkey.notNow': 'Nu acum',
  'passkey.unlock': 'Deblochează cu cheia de acces',
  'passkey.unlockTitle': 'Deblochează-ți portofelul',
  'passkey.unlockBody': 'O cheie de acces îți protejează portofelul pe acest dispozitiv.',
  'passkey.useRecovery': 'Folosește parola de recuperare',
  'passkey.tryAgain': '{problem} Poți încerca din nou sau folosi parola de recuperare.',
}

export default ro
