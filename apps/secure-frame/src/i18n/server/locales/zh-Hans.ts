import type { ServerTable } from '../en'

/** The secure frame server's mails and pages in Simplified Chinese (the frame's and the modal's vocabulary). */
const zhHans: ServerTable = {
  'otp.subject': '你的 Latchkey 登录验证码：{code}',
  'otp.body':
    '你的登录验证码是 {code}。{minutes} 分钟内有效，仅可使用一次。\n\n如果不是你请求的，请忽略此邮件：没有验证码，任何人都无法登录。',
  'device.subject': '批准新设备登录你的 Latchkey 钱包',
  'device.body':
    '有人正在从新设备登录你的钱包。如果是你本人，请打开此链接批准：\n\n{link}\n\n然后返回应用：随后会收到登录验证码。如果不是你本人，请忽略此邮件。',
  'updateOld.subject': '确认更改你的 Latchkey 邮箱：{code}',
  'updateOld.body':
    '有人请求将你钱包的邮箱地址改为 {email}。如果是你本人，验证码是 {code}。{minutes} 分钟内有效，仅可使用一次。\n\n如果不是你本人，请忽略此邮件：没有验证码，什么都不会改变。',
  'updateNew.subject': '确认你的新 Latchkey 邮箱：{code}',
  'updateNew.body':
    '将此地址设为你钱包邮箱的验证码是 {code}。{minutes} 分钟内有效，仅可使用一次。\n\n如果不是你请求的，请忽略此邮件。',
  'page.deviceApproved': '设备已批准',
  'page.deviceApprovedBody': '请返回应用：登录验证码正在发送。',
  'page.linkInvalid': '此链接已失效',
  'page.linkInvalidBody': '请在应用中重新开始登录以获取新链接。',
  'page.loginInvalid': '此登录已失效',
  'page.loginInvalidBody': '请关闭此窗口并重新开始。',
  'page.loggingIn': '正在登录',
  'page.loggingInBody': '正在完成登录… 如果此窗口没有自动关闭，你可以将其关闭。',
}

export default zhHans
