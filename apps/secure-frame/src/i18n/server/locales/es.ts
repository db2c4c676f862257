import type { ServerTable } from '../en'

/** The secure frame server's mails and pages in Spanish (the frame's and the modal's vocabulary). */
const es: ServerTable = {
  'otp.subject': 'Tu código de inicio de sesión de Latchkey: {code}',
  'otp.body':
    'Tu código de inicio de sesión es {code}. Sirve una vez, durante {minutes} minutos.\n\nSi no lo pediste, ignora este correo: nadie puede iniciar sesión sin el código.',
  'device.subject': 'Aprueba un nuevo dispositivo para tu billetera Latchkey',
  'device.body':
    'Alguien está iniciando sesión en tu billetera desde un nuevo dispositivo. Si eres tú, abre este enlace para aprobarlo:\n\n{link}\n\nLuego vuelve a la app: llegará un código de inicio de sesión. Si no fuiste tú, ignora este correo.',
  'updateOld.subject': 'Confirma el cambio de tu correo de Latchkey: {code}',
  'updateOld.body':
    'Alguien pidió cambiar el correo de tu billetera a {email}. Si eres tú, el código es {code}. Sirve una vez, durante {minutes} minutos.\n\nSi no fuiste tú, ignora este correo: nada cambia sin el código.',
  'updateNew.subject': 'Confirma tu nuevo correo de Latchkey: {code}',
  'updateNew.body':
    'Tu código para que esta dirección sea el correo de tu billetera es {code}. Sirve una vez, durante {minutes} minutos.\n\nSi no lo pediste, ignora este correo.',
  'page.deviceApproved': 'Dispositivo aprobado',
  'page.deviceApprovedBody': 'Vuelve a la app: tu código de inicio de sesión está en camino.',
  'page.linkInvalid': 'Este enlace ya no es válido',
  'page.linkInvalidBody': 'Vuelve a iniciar sesión en la app para recibir un enlace nuevo.',
  'page.loginInvalid': 'Este inicio de sesión ya no es válido',
  'page.loginInvalidBody': 'Cierra esta ventana y empieza de nuevo.',
  'page.loggingIn': 'Iniciando sesión',
  'page.loggingInBody':
    'Terminando el inicio de sesión… puedes cerrar esta ventana si sigue abierta.',
}

export default es
