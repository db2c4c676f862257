import type { ServerTable } from '../en'

/** The secure frame server's mails and pages in Ukrainian (the frame's and the modal's vocabulary). */
const uk: ServerTable = {
  'otp.subject': 'Ваш код входу в Latchkey: {code}',
  'otp.body':
    'Ваш код входу: {code}. Він діє один раз, {minutes} хв.\n\nЯкщо ви його не запитували, проігноруйте цей лист: без коду ніхто не зможе увійти.',
  'device.subject': 'Підтвердьте новий пристрій для гаманця Latchkey',
  'device.body':
    'Хтось входить у ваш гаманець з нового пристрою. Якщо це ви, відкрийте це посилання, щоб підтвердити його:\n\n{link}\n\nПотім поверніться в застосунок: прийде код входу. Якщо це були не ви, проігноруйте цей лист.',
  'updateOld.subject': 'Підтвердьте зміну пошти Latchkey: {code}',
  'updateOld.body':
    'Хтось попросив перенести адресу пошти вашого гаманця на {email}. Якщо це ви, код: {code}. Він діє один раз, {minutes} хв.\n\nЯкщо це були не ви, проігноруйте цей лист: без коду нічого не зміниться.',
  'updateNew.subject': 'Підтвердьте нову пошту Latchkey: {code}',
  'updateNew.body':
    'Ваш код, щоб зробити цю адресу поштою гаманця: {code}. Він діє один раз, {minutes} хв.\n\nЯкщо ви його не запитували, проігноруйте цей лист.',
  'page.deviceApproved': 'Пристрій підтверджено',
  'page.deviceApprovedBody': 'Поверніться в застосунок: код входу вже в дорозі.',
  'page.linkInvalid': 'Це посилання більше не дійсне',
  'page.linkInvalidBody': 'Почніть вхід у застосунку знову, щоб отримати нове посилання.',
  'page.loginInvalid': 'Цей вхід більше не дійсний',
  'page.loginInvalidBody': 'Закрийте це вікно й почніть знову.',
  'page.loggingIn': 'Виконується вхід',
  'page.loggingInBody': 'Завершуємо вхід… можна закрити це вікно, якщо воно залишиться відкритим.',
}

export default uk
