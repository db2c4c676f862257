import type { OnRampTexts } from '../../views/OnRamp/onrampMessages'

// Romanian: the Buy views' texts (every key of the English list, no other).
export const texts: OnRampTexts = {
  'onramp.amount': 'Suma de plătit',
  'onramp.currency': 'Plătește în {currency}',
  'onramp.chooseCurrency': 'Alege o monedă',
  'onramp.token': 'Cumpără {symbol}',
  'onramp.chooseToken': 'Alege un token',
  'onramp.limits': 'Între {min} și {max} {currency}',
  'onramp.enterAmount': 'Introdu o sumă',
  'onramp.invalidAmount': 'Introdu o sumă cu cel mult două zecimale',
  'onramp.below': 'Minimul de plătit este {min} {currency}',
  'onramp.above': 'Maximul de plătit este {max} {currency}',
  'onramp.partners': 'Parteneri',
  'onramp.fee': 'Taxă {fee} {currency}',
  'onramp.receive': 'Primești {amount} {symbol}',
  'onramp.estimate': 'Estimare: partenerul nu a dat o cotație',
  'onramp.quoting': 'Se obțin cotațiile…',
  'onramp.fallback': 'Partenerii nu au putut fi contactați: acestea sunt monedele incluse.',
  'onramp.continue': 'Continuă cu {partner}',
  'onramp.noPartner': 'Niciun partener nu vinde aici',
  'onramp.opened': 'Plata {partner} s-a deschis într-o fereastră nouă.',
  'onramp.openAgain': 'Deschide plata',
  'onramp.purchases': 'Cumpărăturile tale',
  'onramp.noPurchases': 'Nicio cumpărătură încă. Apar aici după plată.',
  'onramp.history': 'Cumpărături',
  'onramp.noToken': 'Nu se poate cumpăra nimic în această rețea.',
}
