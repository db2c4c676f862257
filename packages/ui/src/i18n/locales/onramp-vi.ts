import type { OnRampTexts } from '../../views/OnRamp/onrampMessages'

// Vietnamese: the Buy views' texts (every key of the English list, no other).
export const texts: OnRampTexts = {
  'onramp.amount': 'Số tiền thanh toán',
  'onramp.currency': 'Trả bằng {currency}',
  'onramp.chooseCurrency': 'Chọn loại tiền tệ',
  'onramp.token': 'Mua {symbol}',
  'onramp.chooseToken': 'Chọn token',
  'onramp.limits': 'Từ {min} đến {max} {currency}',
  'onramp.enterAmount': 'Nhập số tiền',
  'onramp.invalidAmount': 'Nhập số tiền có tối đa hai chữ số thập phân',
  'onramp.below': 'Số tiền tối thiểu là {min} {currency}',
  'onramp.above': 'Số tiền tối đa là {max} {currency}',
  'onramp.partners': 'Đối tác',
  'onramp.fee': 'Phí {fee} {currency}',
  'onramp.receive': 'Bạn nhận {amount} {symbol}',
  'onramp.estimate': 'Ước tính: đối tác không báo giá được',
  'onramp.quoting': 'Đang lấy báo giá…',
  'onramp.fallback': 'Không liên lạc được đối tác: đây là các loại tiền tệ có sẵn.',
  'onramp.continue': 'Tiếp tục với {partner}',
  'onramp.noPartner': 'Không đối tác nào bán tại đây',
  'onramp.opened': 'Trang thanh toán {partner} đã mở trong cửa sổ mới.',
  'onramp.openAgain': 'Mở trang thanh toán',
  'onramp.purchases': 'Giao dịch mua của bạn',
  'onramp.noPurchases': 'Chưa có giao dịch mua. Chúng hiện ở đây sau khi thanh toán.',
  'onramp.history': 'Giao dịch mua',
  'onramp.noToken': 'Không thể mua gì trên mạng này.',
}
