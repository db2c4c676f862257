import type { OnRampTexts } from '../../views/OnRamp/onrampMessages'

// Italian: the Buy views' texts (every key of the English list, no other).
export const texts: OnRampTexts = {
  'onramp.amount': 'Importo da pagare',
  'onramp.currency': 'Paga in {currency}',
  'onramp.chooseCurrency': 'Seleziona una valuta',
  'onramp.token': 'Acquista {symbol}',
  'onramp.chooseToken': 'Seleziona un token',
  'onramp.limits': 'Tra {min} e {max} {currency}',
  'onramp.enterAmount': 'Inserisci un importo',
  'onramp.invalidAmount': 'Inserisci un importo con al massimo due decimali',
  'onramp.below': 'Il minimo che puoi pagare è {min} {currency}',
  'onramp.above': 'Il massimo che puoi pagare è {max} {currency}',
  'onramp.partners': 'Partner',
  'onramp.fee': 'Commissione {fee} {currency}',
  'onramp.receive': 'Ricevi {amount} {symbol}',
  'onramp.estimate': 'Stima: il partner non ha fornito una quotazione',
  'onramp.quoting': 'Richiesta delle quotazioni…',
  'onramp.fallback': 'Partner non raggiungibili: queste sono le valute integrate.',
  'onramp.continue': 'Continua con {partner}',
  'onramp.noPartner': 'Nessun partner vende qui',
  'onramp.opened': 'Il checkout di {partner} si è aperto in una nuova finestra.',
  'onramp.openAgain': 'Apri il checkout',
  'onramp.purchases': 'I tuoi acquisti',
  'onramp.noPurchases': 'Ancora nessun acquisto. Compaiono qui una volta pagati.',
  'onramp.history': 'Acquisti',
  'onramp.noToken': 'Non si può acquistare nulla su questa rete.',
}
