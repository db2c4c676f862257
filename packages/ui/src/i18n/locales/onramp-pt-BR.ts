import type { OnRampTexts } from '../../views/OnRamp/onrampMessages'

// Portuguese (Brazil): the Buy views' texts (every key of the English list, no other).
export const texts: OnRampTexts = {
  'onramp.amount': 'Valor a pagar',
  'onramp.currency': 'Pagar com {currency}',
  'onramp.chooseCurrency': 'Selecionar uma moeda',
  'onramp.token': 'Comprar {symbol}',
  'onramp.chooseToken': 'Selecionar um token',
  'onramp.limits': 'Entre {min} e {max} {currency}',
  'onramp.enterAmount': 'Insira um valor',
  'onramp.invalidAmount': 'Insira um valor com no máximo duas casas decimais',
  'onramp.below': 'O mínimo que você pode pagar é {min} {currency}',
  'onramp.above': 'O máximo que você pode pagar é {max} {currency}',
  'onramp.partners': 'Parceiros',
  'onramp.fee': 'Taxa {fee} {currency}',
  'onramp.receive': 'Você recebe {amount} {symbol}',
  'onramp.estimate': 'Estimativa: o parceiro não conseguiu cotar',
  'onramp.quoting': 'Obtendo cotações…',
  'onramp.fallback': 'Não foi possível contatar os parceiros: estas são as moedas integradas.',
  'onramp.continue': 'Continuar com {partner}',
  'onramp.noPartner': 'Nenhum parceiro vende aqui',
  'onramp.opened': 'O checkout da {partner} abriu em uma nova janela.',
  'onramp.openAgain': 'Abrir o checkout',
  'onramp.purchases': 'Suas compras',
  'onramp.noPurchases': 'Nenhuma compra ainda. Elas aparecem aqui depois de pagas.',
  'onramp.history': 'Compras',
  'onramp.noToken': 'Nada pode ser comprado nesta rede.',
}
