import type { FrameTable } from '../en'

/** The secure frame's texts in Spanish (the modal's words for wallet, network, sign). */
const es: FrameTable = {
  'recovery.createTitle': 'Elige una contraseña de recuperación',
  'recovery.enterTitle': 'Introduce tu contraseña de recuperación',
  'recovery.createBody':
    'Te permite abrir esta billetera en otro dispositivo. Nadie puede restablecerla por ti: guárdala en un lugar seguro.',
  'recovery.enterBody':
    'Este dispositivo no ha abierto tu billetera antes. Tu contraseña de recuperación la desbloquea aquí.',
  'recovery.label': 'Contraseña de recuperación',
  'recovery.repeat': 'Repítela',
  'recovery.usePasskey': 'Proteger este dispositivo con una llave de acceso',
  'recovery.tooShort': 'Usa al menos {count} caracteres.',
  'recovery.differ': 'Las dos contraseñas no coinciden.',
  'recovery.wrong': 'Contraseña de recuperación incorrecta',
  'recovery.withoutPasskey':
    'Sin la llave de acceso, tu contraseña de recuperación desbloquea la billetera aquí.',
  'common.continue': 'Continuar',
  'common.close': 'Cerrar',
  'approval.requestedBy': 'Solicitado por {origin}',
  'approval.requestedByApp': 'Solicitado por {name} en {origin}',
  'approval.reject': 'Rechazar',
  'approval.approve': 'Aprobar',
  'approval.signMessage': 'Firmar un mensaje',
  'approval.signTypedData': 'Firmar datos tipados',
  'approval.sendTransaction': 'Enviar una transacción',
  'approval.signTransaction': 'Firmar una transacción',
  'approval.signTransactions': 'Firmar {count} transacciones',
  'approval.sendCalls': 'Enviar un lote de llamadas',
  'approval.sendUserOperation': 'Enviar una operación de usuario',
  'detail.message': 'Mensaje',
  'detail.data': 'Datos',
  'detail.to': 'Para',
  'detail.from': 'De',
  'detail.amount': 'Monto',
  'detail.parameters': 'Parámetros',
  'detail.network': 'Red',
  'detail.feePayer': 'Pagador de la comisión',
  'detail.send': 'Envío',
  'detail.program': 'Programa',
  'detail.newContract': '(contrato nuevo)',
  'detail.smartAccount': 'Cuenta inteligente {address}',
  'detail.smartAccountNew': 'Cuenta inteligente {address} (desplegada por esta operación)',
  'detail.ofCall': '{detail} (llamada {index})',
  'export.title': 'Exporta tu clave privada',
  'export.warning':
    'Quien tenga esta clave controla tu billetera. Nunca la pegues en un sitio web.',
  'export.reveal': 'Mostrar',
  'passkey.failed': 'No se pudo usar la llave de acceso.',
  'passkey.setUp': 'Configurar una llave de acceso',
  'passkey.setUpTitle': 'Protege este dispositivo con una llave de acceso',
  'passkey.setUpBody':
    'Tu billetera se abrirá en este dispositivo solo con tu llave de acceso (huella, rostro o PIN). Si la pierdes, tu contraseña de recuperación sigue restaurando la billetera.',
  'passkey.notNow': 'Ahora no',
  'passkey.unlock': 'Desbloquear con llave de acceso',
  'passkey.unlockTitle': 'Desbloquea tu billetera',
  'passkey.unlockBody': 'Una llave de acceso protege tu billetera en este dispositivo.',
  'passkey.useRecovery': 'Usar mi contraseña de recuperación',
  'passkey.tryAgain': '{problem} Puedes intentarlo de nuevo o usar tu contraseña de recuperación.',
}

export default es
