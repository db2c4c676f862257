import type { OnRampTexts } from '../../views/OnRamp/onrampMessages'

// Chinese (traditional): the Buy views' texts (every key of the English list, no other).
export const texts: OnRampTexts = {
  'onramp.amount': '支付金額',
  'onramp.currency': '以 {currency} 支付',
  'onramp.chooseCurrency': '選擇貨幣',
  'onramp.token': '購買 {symbol}',
  'onramp.chooseToken': '選擇代幣',
  'onramp.limits': '{min} 至 {max} {currency}',
  'onramp.enterAmount': '輸入金額',
  'onramp.invalidAmount': '輸入最多兩位小數的金額',
  'onramp.below': '最低支付 {min} {currency}',
  'onramp.above': '最高支付 {max} {currency}',
  'onramp.partners': '合作夥伴',
  'onramp.fee': '手續費 {fee} {currency}',
  'onramp.receive': '你將收到 {amount} {symbol}',
  'onramp.estimate': '估算：合作夥伴無法報價',
  'onramp.quoting': '正在取得報價…',
  'onramp.fallback': '無法連線至合作夥伴：以下為內建貨幣。',
  'onramp.continue': '透過 {partner} 繼續',
  'onramp.noPartner': '此處沒有合作夥伴販售',
  'onramp.opened': '{partner} 的付款頁面已在新視窗中開啟。',
  'onramp.openAgain': '開啟付款頁面',
  'onramp.purchases': '你的購買',
  'onramp.noPurchases': '尚無購買紀錄。付款後會顯示在這裡。',
  'onramp.history': '購買紀錄',
  'onramp.noToken': '此網路上沒有可購買的資產。',
}
