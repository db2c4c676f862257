import type { ServerTable } from '../en'

/** The secure frame server's mails and pages in Traditional Chinese (the frame's and the modal's vocabulary). */
const zhHant: ServerTable = {
  'otp.subject': '你的 Latchkey 登入代碼：{code}',
  'otp.body':
    '你的登入代碼是 {code}。{minutes} 分鐘內有效，僅能使用一次。\n\n如果不是你要求的，請忽略此郵件：沒有代碼，任何人都無法登入。',
  'device.subject': '核准新裝置登入你的 Latchkey 錢包',
  'device.body':
    '有人正從新裝置登入你的錢包。如果是你本人，請開啟此連結以核准：\n\n{link}\n\n然後返回應用程式：之後會收到登入代碼。如果不是你本人，請忽略此郵件。',
  'updateOld.subject': '確認變更你的 Latchkey 電子郵件：{code}',
  'updateOld.body':
    '有人要求將你錢包的電子郵件地址改為 {email}。如果是你本人，代碼是 {code}。{minutes} 分鐘內有效，僅能使用一次。\n\n如果不是你本人，請忽略此郵件：沒有代碼，什麼都不會改變。',
  'updateNew.subject': '確認你的新 Latchkey 電子郵件：{code}',
  'updateNew.body':
    '將此地址設為你錢包電子郵件的代碼是 {code}。{minutes} 分鐘內有效，僅能使用一次。\n\n如果不是你要求的，請忽略此郵件。',
  'page.deviceApproved': '裝置已核准',
  'page.deviceApprovedBody': '請返回應用程式：登入代碼正在寄送。',
  'page.linkInvalid': '此連結已失效',
  'page.linkInvalidBody': '請在應用程式中重新開始登入以取得新連結。',
  'page.loginInvalid': '此登入已失效',
  'page.loginInvalidBody': '請關閉此視窗並重新開始。',
  'page.loggingIn': '正在登入',
  'page.loggingInBody': '正在完成登入… 如果此視窗沒有自動關閉，你可以將其關閉。',
}

export default zhHant
