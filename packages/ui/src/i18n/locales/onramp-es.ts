import type { OnRampTexts } from '../../views/OnRamp/onrampMessages'

// Spanish: the Buy views' texts (every key of the English list, no other).
export const texts: OnRampTexts = {
  'onramp.amount': 'Cantidad a pagar',
  'onramp.currency': 'Pagar con {currency}',
  'onramp.chooseCurrency': 'Seleccionar una moneda',
  'onramp.token': 'Comprar {symbol}',
  'onramp.chooseToken': 'Seleccionar un token',
  'onramp.limits': 'Entre {min} y {max} {currency}',
  'onramp.enterAmount': 'Introduce una cantidad',
  'onramp.invalidAmount': 'Introduce una cantidad con dos decimales como máximo',
  'onramp.below': 'Lo mínimo que puedes pagar es {min} {currency}',
  'onramp.above': 'Lo máximo que puedes pagar es {max} {currency}',
  'onramp.partners': 'Socios',
  'onramp.fee': 'Comisión {fee} {currency}',
  'onramp.receive': 'Recibes {amount} {symbol}',
  'onramp.estimate': 'Estimación: el socio no pudo cotizar',
  'onramp.quoting': 'Obteniendo cotizaciones…',
  'onramp.fallback': 'No se pudo contactar a los socios: estas son las monedas integradas.',
  'onramp.continue': 'Continuar con {partner}',
  'onramp.noPartner': 'Ningún socio vende aquí',
  'onramp.opened': 'El pago de {partner} se abrió en una ventana nueva.',
  'onramp.openAgain': 'Abrir el pago',
  'onramp.purchases': 'Tus compras',
  'onramp.noPurchases': 'Aún no hay compras. Aparecen aquí una vez pagadas.',
  'onramp.history': 'Compras',
  'onramp.noToken': 'No se puede comprar nada en esta red.',
}
