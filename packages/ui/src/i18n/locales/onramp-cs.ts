import type { OnRampTexts } from '../../views/OnRamp/onrampMessages'

// Czech: the Buy views' texts (every key of the English list, no other).
export const texts: OnRampTexts = {
  'onramp.amount': 'Částka k zaplacení',
  'onramp.currency': 'Platit v {currency}',
  'onramp.chooseCurrency': 'Vyberte měnu',
  'onramp.token': 'Koupit {symbol}',
  'onramp.chooseToken': 'Vyberte token',
  'onramp.limits': 'Mezi {min} a {max} {currency}',
  'onramp.enterAmount': 'Zadejte částku',
  'onramp.invalidAmount': 'Zadejte částku s nejvýše dvěma desetinnými místy',
  'onramp.below': 'Nejméně můžete zaplatit {min} {currency}',
  'onramp.above': 'Nejvíce můžete zaplatit {max} {currency}',
  'onramp.partners': 'Partneři',
  'onramp.fee': 'Poplatek {fee} {currency}',
  'onramp.receive': 'Dostanete {amount} {symbol}',
  'onramp.estimate': 'Odhad: partner nedal nabídku',
  'onramp.quoting': 'Získávání nabídek…',
  'onramp.fallback': 'Partneři nejsou dostupní: toto jsou vestavěné měny.',
  'onramp.continue': 'Pokračovat s {partner}',
  'onramp.noPartner': 'Žádný partner zde neprodává',
  'onramp.opened': 'Pokladna {partner} se otevřela v novém okně.',
  'onramp.openAgain': 'Otevřít pokladnu',
  'onramp.purchases': 'Vaše nákupy',
  'onramp.noPurchases': 'Zatím žádné nákupy. Po zaplacení se zobrazí zde.',
  'onramp.history': 'Nákupy',
  'onramp.noToken': 'V této síti nelze nic koupit.',
}
