import type { OnRampTexts } from '../../views/OnRamp/onrampMessages'

// Korean: the Buy views' texts (every key of the English list, no other).
export const texts: OnRampTexts = {
  'onramp.amount': '지불 금액',
  'onramp.currency': '{currency}(으)로 지불',
  'onramp.chooseCurrency': '통화 선택',
  'onramp.token': '{symbol} 구매',
  'onramp.chooseToken': '토큰 선택',
  'onramp.limits': '{min}~{max} {currency}',
  'onramp.enterAmount': '금액을 입력하세요',
  'onramp.invalidAmount': '소수점 둘째 자리까지 금액을 입력하세요',
  'onramp.below': '최소 지불 금액은 {min} {currency}입니다',
  'onramp.above': '최대 지불 금액은 {max} {currency}입니다',
  'onramp.partners': '파트너',
  'onramp.fee': '수수료 {fee} {currency}',
  'onramp.receive': '받을 수량 {amount} {symbol}',
  'onramp.estimate': '예상치: 파트너가 견적을 내지 못했습니다',
  'onramp.quoting': '견적을 받는 중…',
  'onramp.fallback': '파트너에 연결할 수 없어 기본 통화를 표시합니다.',
  'onramp.continue': '{partner}(으)로 계속',
  'onramp.noPartner': '여기서 판매하는 파트너가 없습니다',
  'onramp.opened': '{partner} 결제 창이 새 창에서 열렸습니다.',
  'onramp.openAgain': '결제 창 열기',
  'onramp.purchases': '내 구매',
  'onramp.noPurchases': '아직 구매 내역이 없습니다. 결제 후 여기에 표시됩니다.',
  'onramp.history': '구매 내역',
  'onramp.noToken': '이 네트워크에서는 구매할 수 있는 것이 없습니다.',
}
