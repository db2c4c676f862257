import type { OnRampTexts } from '../../views/OnRamp/onrampMessages'

// German: the Buy views' texts (every key of the English list, no other).
export const texts: OnRampTexts = {
  'onramp.amount': 'Zu zahlender Betrag',
  'onramp.currency': 'Mit {currency} zahlen',
  'onramp.chooseCurrency': 'Währung auswählen',
  'onramp.token': '{symbol} kaufen',
  'onramp.chooseToken': 'Token auswählen',
  'onramp.limits': 'Zwischen {min} und {max} {currency}',
  'onramp.enterAmount': 'Betrag eingeben',
  'onramp.invalidAmount': 'Gib einen Betrag mit höchstens zwei Nachkommastellen ein',
  'onramp.below': 'Mindestbetrag: {min} {currency}',
  'onramp.above': 'Höchstbetrag: {max} {currency}',
  'onramp.partners': 'Partner',
  'onramp.fee': 'Gebühr {fee} {currency}',
  'onramp.receive': 'Du erhältst {amount} {symbol}',
  'onramp.estimate': 'Schätzung: Der Partner nannte kein Angebot',
  'onramp.quoting': 'Angebote werden geholt…',
  'onramp.fallback': 'Die Partner waren nicht erreichbar: Dies sind die eingebauten Währungen.',
  'onramp.continue': 'Weiter mit {partner}',
  'onramp.noPartner': 'Hier verkauft kein Partner',
  'onramp.opened': 'Der Checkout von {partner} wurde in einem neuen Fenster geöffnet.',
  'onramp.openAgain': 'Checkout öffnen',
  'onramp.purchases': 'Deine Käufe',
  'onramp.noPurchases': 'Noch keine Käufe. Sie erscheinen hier, sobald sie bezahlt sind.',
  'onramp.history': 'Käufe',
  'onramp.noToken': 'In diesem Netzwerk lässt sich nichts kaufen.',
}
