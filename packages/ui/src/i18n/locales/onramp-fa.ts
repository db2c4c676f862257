import type { OnRampTexts } from '../../views/OnRamp/onrampMessages'

// Persian: the Buy views' texts (every key of the English list, no other).
export const texts: OnRampTexts = {
  'onramp.amount': 'مبلغ پرداختی',
  'onramp.currency': 'پرداخت با {currency}',
  'onramp.chooseCurrency': 'انتخاب ارز',
  'onramp.token': 'خرید {symbol}',
  'onramp.chooseToken': 'انتخاب توکن',
  'onramp.limits': 'بین {min} و {max} {currency}',
  'onramp.enterAmount': 'مبلغی وارد کنید',
  'onramp.invalidAmount': 'مبلغی با حداکثر دو رقم اعشار وارد کنید',
  'onramp.below': 'حداقل پرداخت {min} {currency} است',
  'onramp.above': 'حداکثر پرداخت {max} {currency} است',
  'onramp.partners': 'شرکا',
  'onramp.fee': 'کارمزد {fee} {currency}',
  'onramp.receive': '{amount} {symbol} دریافت می‌کنید',
  'onramp.estimate': 'تخمین: شریک نتوانست قیمت بدهد',
  'onramp.quoting': 'در حال دریافت قیمت‌ها…',
  'onramp.fallback': 'دسترسی به شرکا ممکن نشد: این‌ها ارزهای داخلی هستند.',
  'onramp.continue': 'ادامه با {partner}',
  'onramp.noPartner': 'هیچ شریکی اینجا نمی‌فروشد',
  'onramp.opened': 'صفحهٔ پرداخت {partner} در پنجره‌ای جدید باز شد.',
  'onramp.openAgain': 'باز کردن صفحهٔ پرداخت',
  'onramp.purchases': 'خریدهای شما',
  'onramp.noPurchases': 'هنوز خریدی نیست. پس از پرداخت اینجا نمایش داده می‌شوند.',
  'onramp.history': 'خریدها',
  'onramp.noToken': 'در این شبکه چیزی برای خرید نیست.',
}
