import type { OnRampTexts } from '../../views/OnRamp/onrampMessages'

// Dutch: the Buy views' texts (every key of the English list, no other).
export const texts: OnRampTexts = {
  'onramp.amount': 'Te betalen bedrag',
  'onramp.currency': 'Betalen met {currency}',
  'onramp.chooseCurrency': 'Kies een valuta',
  'onramp.token': '{symbol} kopen',
  'onramp.chooseToken': 'Kies een token',
  'onramp.limits': 'Tussen {min} en {max} {currency}',
  'onramp.enterAmount': 'Voer een bedrag in',
  'onramp.invalidAmount': 'Voer een bedrag in met hoogstens twee decimalen',
  'onramp.below': 'Minimumbedrag: {min} {currency}',
  'onramp.above': 'Maximumbedrag: {max} {currency}',
  'onramp.partners': 'Partners',
  'onramp.fee': 'Kosten {fee} {currency}',
  'onramp.receive': 'Je krijgt {amount} {symbol}',
  'onramp.estimate': 'Schatting: de partner gaf geen offerte',
  'onramp.quoting': 'Offertes ophalen…',
  'onramp.fallback': 'De partners waren onbereikbaar: dit zijn de ingebouwde valuta.',
  'onramp.continue': 'Doorgaan met {partner}',
  'onramp.noPartner': 'Geen partner verkoopt hier',
  'onramp.opened': 'De checkout van {partner} is in een nieuw venster geopend.',
  'onramp.openAgain': 'Checkout openen',
  'onramp.purchases': 'Je aankopen',
  'onramp.noPurchases': 'Nog geen aankopen. Ze verschijnen hier zodra ze betaald zijn.',
  'onramp.history': 'Aankopen',
  'onramp.noToken': 'Op dit netwerk valt niets te kopen.',
}
