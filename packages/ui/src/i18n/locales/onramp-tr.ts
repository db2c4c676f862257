import type { OnRampTexts } from '../../views/OnRamp/onrampMessages'

// Turkish: the Buy views' texts (every key of the English list, no other).
export const texts: OnRampTexts = {
  'onramp.amount': 'Ödenecek tutar',
  'onramp.currency': '{currency} ile öde',
  'onramp.chooseCurrency': 'Bir para birimi seçin',
  'onramp.token': '{symbol} satın al',
  'onramp.chooseToken': 'Bir token seçin',
  'onramp.limits': '{min} ile {max} {currency} arası',
  'onramp.enterAmount': 'Bir tutar girin',
  'onramp.invalidAmount': 'En fazla iki ondalık basamaklı bir tutar girin',
  'onramp.below': 'Ödeyebileceğiniz en az tutar {min} {currency}',
  'onramp.above': 'Ödeyebileceğiniz en çok tutar {max} {currency}',
  'onramp.partners': 'İş ortakları',
  'onramp.fee': 'Ücret {fee} {currency}',
  'onramp.receive': '{amount} {symbol} alırsınız',
  'onramp.estimate': 'Tahmini: iş ortağı fiyat veremedi',
  'onramp.quoting': 'Teklifler alınıyor…',
  'onramp.fallback': 'İş ortaklarına ulaşılamadı: bunlar yerleşik para birimleri.',
  'onramp.continue': '{partner} ile devam et',
  'onramp.noPartner': 'Burada satış yapan iş ortağı yok',
  'onramp.opened': '{partner} ödeme sayfası yeni bir pencerede açıldı.',
  'onramp.openAgain': 'Ödeme sayfasını aç',
  'onramp.purchases': 'Satın alımlarınız',
  'onramp.noPurchases': 'Henüz satın alım yok. Ödendiğinde burada görünür.',
  'onramp.history': 'Satın alımlar',
  'onramp.noToken': 'Bu ağda satın alınabilecek bir şey yok.',
}
