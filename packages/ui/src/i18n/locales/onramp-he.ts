import type { OnRampTexts } from '../../views/OnRamp/onrampMessages'

// Hebrew: the Buy views' texts (every key of the English list, no other).
export const texts: OnRampTexts = {
  'onramp.amount': 'סכום לתשלום',
  'onramp.currency': 'תשלום ב־{currency}',
  'onramp.chooseCurrency': 'בחירת מטבע',
  'onramp.token': 'קניית {symbol}',
  'onramp.chooseToken': 'בחירת טוקן',
  'onramp.limits': 'בין {min} ל־{max} {currency}',
  'onramp.enterAmount': 'יש להזין סכום',
  'onramp.invalidAmount': 'יש להזין סכום עם שתי ספרות אחרי הנקודה לכל היותר',
  'onramp.below': 'הסכום המינימלי לתשלום הוא {min} {currency}',
  'onramp.above': 'הסכום המרבי לתשלום הוא {max} {currency}',
  'onramp.partners': 'שותפים',
  'onramp.fee': 'עמלה {fee} {currency}',
  'onramp.receive': 'יתקבלו {amount} {symbol}',
  'onramp.estimate': 'הערכה: השותף לא הצליח לתת הצעת מחיר',
  'onramp.quoting': 'מקבל הצעות מחיר…',
  'onramp.fallback': 'לא ניתן להגיע לשותפים: אלה המטבעות המובנים.',
  'onramp.continue': 'המשך עם {partner}',
  'onramp.noPartner': 'אין כאן שותף שמוכר',
  'onramp.opened': 'דף התשלום של {partner} נפתח בחלון חדש.',
  'onramp.openAgain': 'פתיחת דף התשלום',
  'onramp.purchases': 'הרכישות שלך',
  'onramp.noPurchases': 'אין עדיין רכישות. הן יופיעו כאן לאחר התשלום.',
  'onramp.history': 'רכישות',
  'onramp.noToken': 'אי אפשר לקנות דבר ברשת הזו.',
}
