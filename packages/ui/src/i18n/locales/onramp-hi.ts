import type { OnRampTexts } from '../../views/OnRamp/onrampMessages'

// Hindi: the Buy views' texts (every key of the English list, no other).
export const texts: OnRampTexts = {
  'onramp.amount': 'भुगतान राशि',
  'onramp.currency': '{currency} में भुगतान करें',
  'onramp.chooseCurrency': 'मुद्रा चुनें',
  'onramp.token': '{symbol} खरीदें',
  'onramp.chooseToken': 'टोकन चुनें',
  'onramp.limits': '{min} से {max} {currency} के बीच',
  'onramp.enterAmount': 'राशि डालें',
  'onramp.invalidAmount': 'अधिकतम दो दशमलव वाली राशि डालें',
  'onramp.below': 'कम से कम {min} {currency} का भुगतान करें',
  'onramp.above': 'अधिकतम {max} {currency} का भुगतान करें',
  'onramp.partners': 'पार्टनर',
  'onramp.fee': 'शुल्क {fee} {currency}',
  'onramp.receive': 'आपको {amount} {symbol} मिलेंगे',
  'onramp.estimate': 'अनुमान: पार्टनर कोट नहीं दे सका',
  'onramp.quoting': 'कोट लिए जा रहे हैं…',
  'onramp.fallback': 'पार्टनर से संपर्क नहीं हो सका: ये अंतर्निहित मुद्राएं हैं।',
  'onramp.continue': '{partner} के साथ जारी रखें',
  'onramp.noPartner': 'यहां कोई पार्टनर नहीं बेचता',
  'onramp.opened': '{partner} का चेकआउट नई विंडो में खुला।',
  'onramp.openAgain': 'चेकआउट खोलें',
  'onramp.purchases': 'आपकी खरीदारी',
  'onramp.noPurchases': 'अभी कोई खरीदारी नहीं। भुगतान के बाद यहां दिखेगी।',
  'onramp.history': 'खरीदारी',
  'onramp.noToken': 'इस नेटवर्क पर कुछ भी नहीं खरीदा जा सकता।',
}
