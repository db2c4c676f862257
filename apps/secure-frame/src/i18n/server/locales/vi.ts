import type { ServerTable } from '../en'

/** The secure frame server's mails and pages in Vietnamese (the frame's and the modal's vocabulary). */
const vi: ServerTable = {
  'otp.subject': 'Mã đăng nhập Latchkey của bạn: {code}',
  'otp.body':
    'Mã đăng nhập của bạn là {code}. Mã dùng được một lần, trong {minutes} phút.\n\nNếu bạn không yêu cầu, hãy bỏ qua thư này: không ai đăng nhập được khi không có mã.',
  'device.subject': 'Phê duyệt thiết bị mới cho ví Latchkey của bạn',
  'device.body':
    'Có người đang đăng nhập vào ví của bạn từ một thiết bị mới. Nếu đó là bạn, hãy mở liên kết này để phê duyệt:\n\n{link}\n\nSau đó quay lại ứng dụng: mã đăng nhập sẽ đến sau. Nếu không phải bạn, hãy bỏ qua thư này.',
  'updateOld.subject': 'Xác nhận đổi email Latchkey của bạn: {code}',
  'updateOld.body':
    'Có người yêu cầu chuyển địa chỉ email của ví bạn sang {email}. Nếu đó là bạn, mã là {code}. Mã dùng được một lần, trong {minutes} phút.\n\nNếu không phải bạn, hãy bỏ qua thư này: không có gì thay đổi khi không có mã.',
  'updateNew.subject': 'Xác nhận email Latchkey mới của bạn: {code}',
  'updateNew.body':
    'Mã để đặt địa chỉ này làm email của ví bạn là {code}. Mã dùng được một lần, trong {minutes} phút.\n\nNếu bạn không yêu cầu, hãy bỏ qua thư này.',
  'page.deviceApproved': 'Đã phê duyệt thiết bị',
  'page.deviceApprovedBody': 'Hãy quay lại ứng dụng: mã đăng nhập đang được gửi.',
  'page.linkInvalid': 'Liên kết này không còn hiệu lực',
  'page.linkInvalidBody': 'Hãy bắt đầu đăng nhập lại trong ứng dụng để nhận liên kết mới.',
  'page.loginInvalid': 'Lần đăng nhập này không còn hiệu lực',
  'page.loginInvalidBody': 'Hãy đóng cửa sổ này và bắt đầu lại.',
  'page.loggingIn': 'Đang đăng nhập',
  'page.loggingInBody': 'Đang hoàn tất đăng nhập… bạn có thể đóng cửa sổ này nếu nó vẫn mở.',
}

export default vi
