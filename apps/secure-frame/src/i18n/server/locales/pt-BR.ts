import type { ServerTable } from '../en'

/** The secure frame server's mails and pages in Brazilian Portuguese (the frame's and the modal's vocabulary). */
const ptBR: ServerTable = {
  'otp.subject': 'Seu código de login do Latchkey: {code}',
  'otp.body':
    'Seu código de login é {code}. Ele vale uma vez, por {minutes} minutos.\n\nSe você não o pediu, ignore este e-mail: ninguém entra sem o código.',
  'device.subject': 'Aprove um novo dispositivo para sua carteira Latchkey',
  'device.body':
    'Alguém está entrando na sua carteira por um novo dispositivo. Se for você, abra este link para aprová-lo:\n\n{link}\n\nDepois volte ao app: um código de login chegará em seguida. Se não foi você, ignore este e-mail.',
  'updateOld.subject': 'Confirme a troca do seu e-mail do Latchkey: {code}',
  'updateOld.body':
    'Alguém pediu para mudar o e-mail da sua carteira para {email}. Se for você, o código é {code}. Ele vale uma vez, por {minutes} minutos.\n\nSe não foi você, ignore este e-mail: nada muda sem o código.',
  'updateNew.subject': 'Confirme seu novo e-mail do Latchkey: {code}',
  'updateNew.body':
    'Seu código para tornar este endereço o e-mail da sua carteira é {code}. Ele vale uma vez, por {minutes} minutos.\n\nSe você não o pediu, ignore este e-mail.',
  'page.deviceApproved': 'Dispositivo aprovado',
  'page.deviceApprovedBody': 'Volte ao app: seu código de login está a caminho.',
  'page.linkInvalid': 'Este link não é mais válido',
  'page.linkInvalidBody': 'Comece o login de novo no app para receber um novo link.',
  'page.loginInvalid': 'Este login não é mais válido',
  'page.loginInvalidBody': 'Feche esta janela e comece de novo.',
  'page.loggingIn': 'Entrando',
  'page.loggingInBody': 'Concluindo o login… você pode fechar esta janela se ela continuar aberta.',
}

export default ptBR
