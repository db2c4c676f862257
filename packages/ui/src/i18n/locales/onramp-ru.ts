import type { OnRampTexts } from '../../views/OnRamp/onrampMessages'

// Russian: the Buy views' texts (every key of the English list, no other).
export const texts: OnRampTexts = {
  'onramp.amount': 'Сумма к оплате',
  'onramp.currency': 'Оплата в {currency}',
  'onramp.chooseCurrency': 'Выберите валюту',
  'onramp.token': 'Купить {symbol}',
  'onramp.chooseToken': 'Выберите токен',
  'onramp.limits': 'От {min} до {max} {currency}',
  'onramp.enterAmount': 'Введите сумму',
  'onramp.invalidAmount': 'Введите сумму не более чем с двумя знаками после запятой',
  'onramp.below': 'Минимальная оплата: {min} {currency}',
  'onramp.above': 'Максимальная оплата: {max} {currency}',
  'onramp.partners': 'Партнёры',
  'onramp.fee': 'Комиссия {fee} {currency}',
  'onramp.receive': 'Вы получите {amount} {symbol}',
  'onramp.estimate': 'Оценка: партнёр не дал котировку',
  'onramp.quoting': 'Получаем котировки…',
  'onramp.fallback': 'Партнёры недоступны: это встроенные валюты.',
  'onramp.continue': 'Продолжить с {partner}',
  'onramp.noPartner': 'Здесь не продаёт ни один партнёр',
  'onramp.opened': 'Оплата {partner} открылась в новом окне.',
  'onramp.openAgain': 'Открыть оплату',
  'onramp.purchases': 'Ваши покупки',
  'onramp.noPurchases': 'Покупок пока нет. Они появятся здесь после оплаты.',
  'onramp.history': 'Покупки',
  'onramp.noToken': 'В этой сети ничего нельзя купить.',
}
