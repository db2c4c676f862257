import type { OnRampTexts } from '../../views/OnRamp/onrampMessages'

// Thai: the Buy views' texts (every key of the English list, no other).
export const texts: OnRampTexts = {
  'onramp.amount': 'จำนวนเงินที่จ่าย',
  'onramp.currency': 'จ่ายด้วย {currency}',
  'onramp.chooseCurrency': 'เลือกสกุลเงิน',
  'onramp.token': 'ซื้อ {symbol}',
  'onramp.chooseToken': 'เลือกโทเค็น',
  'onramp.limits': 'ระหว่าง {min} ถึง {max} {currency}',
  'onramp.enterAmount': 'ใส่จำนวนเงิน',
  'onramp.invalidAmount': 'ใส่จำนวนเงินที่มีทศนิยมไม่เกินสองตำแหน่ง',
  'onramp.below': 'จ่ายได้ต่ำสุด {min} {currency}',
  'onramp.above': 'จ่ายได้สูงสุด {max} {currency}',
  'onramp.partners': 'พาร์ทเนอร์',
  'onramp.fee': 'ค่าธรรมเนียม {fee} {currency}',
  'onramp.receive': 'คุณได้รับ {amount} {symbol}',
  'onramp.estimate': 'ประมาณการ: พาร์ทเนอร์เสนอราคาไม่ได้',
  'onramp.quoting': 'กำลังขอราคา…',
  'onramp.fallback': 'ติดต่อพาร์ทเนอร์ไม่ได้: นี่คือสกุลเงินในตัว',
  'onramp.continue': 'ดำเนินการต่อกับ {partner}',
  'onramp.noPartner': 'ไม่มีพาร์ทเนอร์ขายที่นี่',
  'onramp.opened': 'หน้าชำระเงินของ {partner} เปิดในหน้าต่างใหม่แล้ว',
  'onramp.openAgain': 'เปิดหน้าชำระเงิน',
  'onramp.purchases': 'การซื้อของคุณ',
  'onramp.noPurchases': 'ยังไม่มีการซื้อ จะแสดงที่นี่เมื่อชำระเงินแล้ว',
  'onramp.history': 'การซื้อ',
  'onramp.noToken': 'ไม่มีสิ่งที่ซื้อได้บนเครือข่ายนี้',
}
