import type { ServerTable } from '../en'

/** The secure frame server's mails and pages in Russian (the frame's and the modal's vocabulary). */
const ru: ServerTable = {
  'otp.subject': 'Ваш код входа в Latchkey: {code}',
  'otp.body':
    'Ваш код входа: {code}. Он действует один раз, {minutes} мин.\n\nЕсли вы его не запрашивали, проигнорируйте это письмо: без кода никто не сможет войти.',
  'device.subject': 'Подтвердите новое устройство для кошелька Latchkey',
  'device.body':
    'Кто-то входит в ваш кошелек с нового устройства. Если это вы, откройте эту ссылку, чтобы подтвердить его:\n\n{link}\n\nЗатем вернитесь в приложение: придет код входа. Если это были не вы, проигнорируйте это письмо.',
  'updateOld.subject': 'Подтвердите смену почты Latchkey: {code}',
  'updateOld.body':
    'Кто-то попросил перенести адрес почты вашего кошелька на {email}. Если это вы, код: {code}. Он действует один раз, {minutes} мин.\n\nЕсли это были не вы, проигнорируйте это письмо: без кода ничего не изменится.',
  'updateNew.subject': 'Подтвердите новую почту Latchkey: {code}',
  'updateNew.body':
    'Ваш код, чтобы сделать этот адрес почтой кошелька: {code}. Он действует один раз, {minutes} мин.\n\nЕсли вы его не запрашивали, проигнорируйте это письмо.',
  'page.deviceApproved': 'Устройство подтверждено',
  'page.deviceApprovedBody': 'Вернитесь в приложение: код входа уже в пути.',
  'page.linkInvalid': 'Эта ссылка больше недействительна',
  'page.linkInvalidBody': 'Начните вход в приложении заново, чтобы получить новую ссылку.',
  'page.loginInvalid': 'Этот вход больше недействителен',
  'page.loginInvalidBody': 'Закройте это окно и начните заново.',
  'page.loggingIn': 'Выполняется вход',
  'page.loggingInBody': 'Завершаем вход… можно закрыть это окно, если оно останется открытым.',
}

export default ru
