import type { OnRampTexts } from '../../views/OnRamp/onrampMessages'

// Swedish: the Buy views' texts (every key of the English list, no other).
export const texts: OnRampTexts = {
  'onramp.amount': 'Belopp att betala',
  'onramp.currency': 'Betala med {currency}',
  'onramp.chooseCurrency': 'Välj en valuta',
  'onramp.token': 'Köp {symbol}',
  'onramp.chooseToken': 'Välj en token',
  'onramp.limits': 'Mellan {min} och {max} {currency}',
  'onramp.enterAmount': 'Ange ett belopp',
  'onramp.invalidAmount': 'Ange ett belopp med högst två decimaler',
  'onramp.below': 'Lägsta belopp: {min} {currency}',
  'onramp.above': 'Högsta belopp: {max} {currency}',
  'onramp.partners': 'Partner',
  'onramp.fee': 'Avgift {fee} {currency}',
  'onramp.receive': 'Du får {amount} {symbol}',
  'onramp.estimate': 'Uppskattning: partnern kunde inte ge en offert',
  'onramp.quoting': 'Hämtar offerter…',
  'onramp.fallback': 'Partnerna gick inte att nå: detta är de inbyggda valutorna.',
  'onramp.continue': 'Fortsätt med {partner}',
  'onramp.noPartner': 'Ingen partner säljer här',
  'onramp.opened': 'Kassan hos {partner} öppnades i ett nytt fönster.',
  'onramp.openAgain': 'Öppna kassan',
  'onramp.purchases': 'Dina köp',
  'onramp.noPurchases': 'Inga köp än. De visas här när de är betalda.',
  'onramp.history': 'Köp',
  'onramp.noToken': 'Inget kan köpas i det här nätverket.',
}
