import type { OnRampTexts } from '../../views/OnRamp/onrampMessages'

// French: the Buy views' texts (every key of the English list, no other).
export const texts: OnRampTexts = {
  'onramp.amount': 'Montant à payer',
  'onramp.currency': 'Payer en {currency}',
  'onramp.chooseCurrency': 'Choisir une devise',
  'onramp.token': 'Acheter {symbol}',
  'onramp.chooseToken': 'Choisir un jeton',
  'onramp.limits': 'Entre {min} et {max} {currency}',
  'onramp.enterAmount': 'Saisissez un montant',
  'onramp.invalidAmount': 'Saisissez un montant avec deux décimales au plus',
  'onramp.below': 'Le minimum à payer est de {min} {currency}',
  'onramp.above': 'Le maximum à payer est de {max} {currency}',
  'onramp.partners': 'Partenaires',
  'onramp.fee': 'Frais {fee} {currency}',
  'onramp.receive': 'Vous recevez {amount} {symbol}',
  'onramp.estimate': 'Estimation : le partenaire n’a pas pu chiffrer',
  'onramp.quoting': 'Obtention des devis…',
  'onramp.fallback': 'Les partenaires sont injoignables : voici les devises intégrées.',
  'onramp.continue': 'Continuer avec {partner}',
  'onramp.noPartner': 'Aucun partenaire ne vend ici',
  'onramp.opened': 'Le paiement {partner} s’est ouvert dans une nouvelle fenêtre.',
  'onramp.openAgain': 'Ouvrir le paiement',
  'onramp.purchases': 'Vos achats',
  'onramp.noPurchases': 'Aucun achat pour l’instant. Ils apparaissent ici une fois payés.',
  'onramp.history': 'Achats',
  'onramp.noToken': 'Rien ne peut être acheté sur ce réseau.',
}
