import type { OnRampTexts } from '../../views/OnRamp/onrampMessages'

// Polish: the Buy views' texts (every key of the English list, no other).
export const texts: OnRampTexts = {
  'onramp.amount': 'Kwota do zapłaty',
  'onramp.currency': 'Zapłać w {currency}',
  'onramp.chooseCurrency': 'Wybierz walutę',
  'onramp.token': 'Kup {symbol}',
  'onramp.chooseToken': 'Wybierz token',
  'onramp.limits': 'Od {min} do {max} {currency}',
  'onramp.enterAmount': 'Wpisz kwotę',
  'onramp.invalidAmount': 'Wpisz kwotę z najwyżej dwoma miejscami po przecinku',
  'onramp.below': 'Najmniej możesz zapłacić {min} {currency}',
  'onramp.above': 'Najwięcej możesz zapłacić {max} {currency}',
  'onramp.partners': 'Partnerzy',
  'onramp.fee': 'Opłata {fee} {currency}',
  'onramp.receive': 'Otrzymasz {amount} {symbol}',
  'onramp.estimate': 'Szacunek: partner nie podał wyceny',
  'onramp.quoting': 'Pobieranie wycen…',
  'onramp.fallback': 'Nie udało się połączyć z partnerami: to są wbudowane waluty.',
  'onramp.continue': 'Kontynuuj z {partner}',
  'onramp.noPartner': 'Żaden partner tu nie sprzedaje',
  'onramp.opened': 'Płatność {partner} otworzyła się w nowym oknie.',
  'onramp.openAgain': 'Otwórz płatność',
  'onramp.purchases': 'Twoje zakupy',
  'onramp.noPurchases': 'Brak zakupów. Pojawią się tu po opłaceniu.',
  'onramp.history': 'Zakupy',
  'onramp.noToken': 'W tej sieci nie można nic kupić.',
}
