import type { FrameTable } from '../en'

/** The secure frame's texts in Russian (the modal's words for wallet, network, sign). */
const ru: FrameTable = {
  'recovery.createTitle': 'Придумайте пароль для восстановления',
  'recovery.enterTitle': 'Введите пароль для восстановления',
  'recovery.createBody':
    'С ним вы откроете этот кошелек на другом устройстве. Никто не сможет сбросить его за вас: храните его надежно.',
  'recovery.enterBody':
    'Это устройство еще не открывало ваш кошелек. Пароль для восстановления разблокирует его здесь.',
  'recovery.label': 'Пароль для восстановления',
  'recovery.repeat': 'Повторите его',
  'recovery.usePasskey': 'Защитить это устройство ключом доступа',
  'recovery.tooShort': 'Используйте не менее {count} символов.',
  'recovery.differ': 'Пароли не совпадают.',
  'recovery.wrong': 'Неверный пароль для восстановления',
  'recovery.withoutPasskey':
    'Без ключа доступа кошелек здесь разблокирует пароль для восстановления.',
  'common.continue': 'Продолжить',
  'common.close': 'Закрыть',
  'approval.requestedBy': 'Запрос от {origin}',
  'approval.requestedByApp': 'Запрос от {name} с {origin}',
  'approval.reject': 'Отклонить',
  'approval.approve': 'Подтвердить',
  'approval.signMessage': 'Подписать сообщение',
  'approval.signTypedData': 'Подписать типизированные данные',
  'approval.sendTransaction': 'Отправить транзакцию',
  'approval.signTransaction': 'Подписать транзакцию',
  'approval.signTransactions': 'Подписать транзакции ({count})',
  'approval.sendCalls': 'Отправить пакет вызовов',
  'approval.sendUserOperation': 'Отправить пользовательскую операцию',
  'detail.message': 'Сообщение',
  'detail.data': 'Данные',
  'detail.to': 'Кому',
  'detail.from': 'От',
  'detail.amount': 'Сумма',
  'detail.parameters': 'Параметры',
  'detail.network': 'Сеть',
  'detail.feePayer': 'Плательщик комиссии',
  'detail.send': 'Отправка',
  'detail.program': 'Программа',
  'detail.newContract': '(новый контракт)',
  'detail.smartAccount': 'Смарт-аккаунт {address}',
  'detail.smartAccountNew': 'Смарт-аккаунт {address} (развертывается этой операцией)',
  'detail.ofCall': '{detail} (вызов {index})',
  'export.title': 'Экспорт закрытого ключа',
  'export.warning':
    'Любой, у кого есть этот ключ, управляет вашим кошельком. Никогда не вставляйте его на сайтах.',
  'export.reveal': 'Показать',
  'passkey.failed': 'Не удалось использовать ключ доступа.',
  'passkey.setUp': 'Настроить ключ доступа',
  'passkey.setUpTitle': 'Защитить это устройство ключом доступа',
  'passkey.setUpBody':
    'Кошелек будет открываться на этом устройстве только с вашим ключом доступа (отпечаток пальца, лицо или PIN-код). Если вы его потеряете, пароль для восстановления все равно восстановит кошелек.',
  'passkey.notNow': 'Не сейчас',
  'passkey.unlock': 'Разблокировать ключом доступа',
  'passkey.unlockTitle': 'Разблокируйте кошелек',
  'passkey.unlockBody': 'Ваш кошелек на этом устройстве защищен ключом доступа.',
  'passkey.useRecovery': 'Использовать пароль для восстановления',
  'passkey.tryAgain': '{problem} Попробуйте еще раз или используйте пароль для восстановления.',
}

export default ru
