import type { OnRampTexts } from '../../views/OnRamp/onrampMessages'

// Chinese (simplified): the Buy views' texts (every key of the English list, no other).
export const texts: OnRampTexts = {
  'onramp.amount': '支付金额',
  'onramp.currency': '用 {currency} 支付',
  'onramp.chooseCurrency': '选择货币',
  'onramp.token': '购买 {symbol}',
  'onramp.chooseToken': '选择代币',
  'onramp.limits': '{min} 至 {max} {currency}',
  'onramp.enterAmount': '输入金额',
  'onramp.invalidAmount': '输入最多两位小数的金额',
  'onramp.below': '最低支付 {min} {currency}',
  'onramp.above': '最高支付 {max} {currency}',
  'onramp.partners': '合作方',
  'onramp.fee': '手续费 {fee} {currency}',
  'onramp.receive': '你将收到 {amount} {symbol}',
  'onramp.estimate': '估算：合作方无法报价',
  'onramp.quoting': '正在获取报价…',
  'onramp.fallback': '无法连接合作方：以下为内置货币。',
  'onramp.continue': '通过 {partner} 继续',
  'onramp.noPartner': '此处没有合作方出售',
  'onramp.opened': '{partner} 的付款页面已在新窗口中打开。',
  'onramp.openAgain': '打开付款页面',
  'onramp.purchases': '你的购买',
  'onramp.noPurchases': '暂无购买记录。付款后会显示在这里。',
  'onramp.history': '购买记录',
  'onramp.noToken': '此网络上没有可购买的资产。',
}
