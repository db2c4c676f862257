import type { OnRampTexts } from '../../views/OnRamp/onrampMessages'

// Ukrainian: the Buy views' texts (every key of the English list, no other).
export const texts: OnRampTexts = {
  'onramp.amount': 'Сума до сплати',
  'onramp.currency': 'Оплата в {currency}',
  'onramp.chooseCurrency': 'Виберіть валюту',
  'onramp.token': 'Купити {symbol}',
  'onramp.chooseToken': 'Виберіть токен',
  'onramp.limits': 'Від {min} до {max} {currency}',
  'onramp.enterAmount': 'Введіть суму',
  'onramp.invalidAmount': 'Введіть суму щонайбільше з двома знаками після коми',
  'onramp.below': 'Мінімальна оплата: {min} {currency}',
  'onramp.above': 'Максимальна оплата: {max} {currency}',
  'onramp.partners': 'Партнери',
  'onramp.fee': 'Комісія {fee} {currency}',
  'onramp.receive': 'Ви отримаєте {amount} {symbol}',
  'onramp.estimate': 'Оцінка: партнер не надав котирування',
  'onramp.quoting': 'Отримуємо котирування…',
  'onramp.fallback': 'Партнери недоступні: це вбудовані валюти.',
  'onramp.continue': 'Продовжити з {partner}',
  'onramp.noPartner': 'Тут не продає жоден партнер',
  'onramp.opened': 'Оплата {partner} відкрилася в новому вікні.',
  'onramp.openAgain': 'Відкрити оплату',
  'onramp.purchases': 'Ваші покупки',
  'onramp.noPurchases': 'Покупок поки немає. Вони з’являться тут після оплати.',
  'onramp.history': 'Покупки',
  'onramp.noToken': 'У цій мережі нічого не можна купити.',
}
