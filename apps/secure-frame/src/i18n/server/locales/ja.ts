import type { ServerTable } from '../en'

/** The secure frame server's mails and pages in Japanese (the frame's and the modal's vocabulary). */
const ja: ServerTable = {
  'otp.subject': 'Latchkey のログインコード: {code}',
  'otp.body':
    'ログインコードは {code} です。{minutes} 分間、1 回だけ使えます。\n\n心当たりがない場合は、このメールを無視してください。コードがなければ誰もログインできません。',
  'device.subject': 'Latchkey ウォレットの新しい端末を承認',
  'device.body':
    '新しい端末からあなたのウォレットへのログインがありました。ご本人の場合は、このリンクを開いて承認してください:\n\n{link}\n\nその後アプリに戻ってください。ログインコードが届きます。心当たりがない場合は、このメールを無視してください。',
  'updateOld.subject': 'Latchkey のメールアドレス変更を確認: {code}',
  'updateOld.body':
    'ウォレットのメールアドレスを {email} に変更するリクエストがありました。ご本人の場合、コードは {code} です。{minutes} 分間、1 回だけ使えます。\n\n心当たりがない場合は、このメールを無視してください。コードがなければ何も変わりません。',
  'updateNew.subject': '新しい Latchkey メールアドレスを確認: {code}',
  'updateNew.body':
    'このアドレスをウォレットのメールアドレスにするためのコードは {code} です。{minutes} 分間、1 回だけ使えます。\n\n心当たりがない場合は、このメールを無視してください。',
  'page.deviceApproved': '端末を承認しました',
  'page.deviceApprovedBody': 'アプリに戻ってください。ログインコードをお送りしています。',
  'page.linkInvalid': 'このリンクは無効になりました',
  'page.linkInvalidBody': '新しいリンクを受け取るには、アプリでログインをやり直してください。',
  'page.loginInvalid': 'このログインは無効になりました',
  'page.loginInvalidBody': 'このウィンドウを閉じて、最初からやり直してください。',
  'page.loggingIn': 'ログイン中',
  'page.loggingInBody':
    'ログインを完了しています… このウィンドウが開いたままの場合は閉じてかまいません。',
}

export default ja
