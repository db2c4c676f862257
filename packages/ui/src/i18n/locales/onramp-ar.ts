import type { OnRampTexts } from '../../views/OnRamp/onrampMessages'

// Arabic: the Buy views' texts (every key of the English list, no other).
export const texts: OnRampTexts = {
  'onramp.amount': 'المبلغ المراد دفعه',
  'onramp.currency': 'الدفع بـ {currency}',
  'onramp.chooseCurrency': 'اختر عملة',
  'onramp.token': 'شراء {symbol}',
  'onramp.chooseToken': 'اختر رمزًا',
  'onramp.limits': 'بين {min} و{max} {currency}',
  'onramp.enterAmount': 'أدخل مبلغًا',
  'onramp.invalidAmount': 'أدخل مبلغًا بخانتين عشريتين على الأكثر',
  'onramp.below': 'أقل ما يمكنك دفعه {min} {currency}',
  'onramp.above': 'أكثر ما يمكنك دفعه {max} {currency}',
  'onramp.partners': 'الشركاء',
  'onramp.fee': 'الرسوم {fee} {currency}',
  'onramp.receive': 'تحصل على {amount} {symbol}',
  'onramp.estimate': 'تقدير: تعذّر على الشريك تقديم عرض سعر',
  'onramp.quoting': 'جارٍ جلب عروض الأسعار…',
  'onramp.fallback': 'تعذّر الوصول إلى الشركاء: هذه هي العملات المضمّنة.',
  'onramp.continue': 'المتابعة مع {partner}',
  'onramp.noPartner': 'لا يبيع أي شريك هنا',
  'onramp.opened': 'فُتحت صفحة الدفع لدى {partner} في نافذة جديدة.',
  'onramp.openAgain': 'فتح صفحة الدفع',
  'onramp.purchases': 'مشترياتك',
  'onramp.noPurchases': 'لا مشتريات بعد. تظهر هنا بعد الدفع.',
  'onramp.history': 'المشتريات',
  'onramp.noToken': 'لا يمكن شراء أي شيء على هذه الشبكة.',
}
