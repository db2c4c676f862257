import type { FrameTable } from '../en'

/** The secure frame's texts in Japanese (the modal's words for wallet, network, sign). */
const ja: FrameTable = {
  'recovery.createTitle': 'リカバリーパスワードを設定',
  'recovery.enterTitle': 'リカバリーパスワードを入力',
  'recovery.createBody':
    '別のデバイスでこのウォレットを開くために使います。誰もリセットできないため、安全に保管してください。',
  'recovery.enterBody':
    'このデバイスでウォレットを開くのは初めてです。リカバリーパスワードでロックを解除します。',
  'recovery.label': 'リカバリーパスワード',
  'recovery.repeat': 'もう一度入力',
  'recovery.usePasskey': 'このデバイスをパスキーで保護する',
  'recovery.tooShort': '{count} 文字以上にしてください。',
  'recovery.differ': '2 つのパスワードが一致しません。',
  'recovery.wrong': 'リカバリーパスワードが違います',
  'recovery.withoutPasskey':
    'パスキーを使わない場合、このデバイスではリカバリーパスワードでウォレットのロックを解除します。',
  'common.continue': '続行',
  'common.close': '閉じる',
  'approval.requestedBy': 'リクエスト元: {origin}',
  'approval.requestedByApp': 'リクエスト元: {name}（{origin}）',
  'approval.reject': '拒否',
  'approval.approve': '承認',
  'approval.signMessage': 'メッセージに署名',
  'approval.signTypedData': '型付きデータに署名',
  'approval.sendTransaction': 'トランザクションを送信',
  'approval.signTransaction': 'トランザクションに署名',
  'approval.signTransactions': '{count} 件のトランザクションに署名',
  'approval.sendCalls': '複数の呼び出しを送信',
  'approval.sendUserOperation': 'ユーザーオペレーションを送信',
  'detail.message': 'メッセージ',
  'detail.data': 'データ',
  'detail.to': '宛先',
  'detail.from': '送信元',
  'detail.amount': '金額',
  'detail.parameters': 'パラメーター',
  'detail.network': 'ネットワーク',
  'detail.feePayer': '手数料の支払者',
  'detail.send': '送金',
  'detail.program': 'プログラム',
  'detail.newContract': '（新しいコントラクト）',
  'detail.smartAccount': 'スマートアカウント {address}',
  'detail.smartAccountNew': 'スマートアカウント {address}（この操作でデプロイ）',
  'detail.ofCall': '{detail}（呼び出し {index}）',
  'export.title': '秘密鍵をエクスポート',
  'export.warning':
    'この鍵を持つ人は誰でもあなたのウォレットを操作できます。ウェブサイトには絶対に貼り付けないでください。',
  'export.reveal': '表示',
  'passkey.failed': 'パスキーを使用できませんでした。',
  'passkey.setUp': 'パスキーを設定',
  'passkey.setUpTitle': 'このデバイスをパスキーで保護',
  'passkey.setUpBody':
    'このデバイスでは、パスキー（指紋、顔、または PIN）でのみウォレットが開きます。パスキーをなくしても、リカバリーパスワードでウォレットを復元できます。',
  'passkey.notNow': '後で',
  'passkey.unlock': 'パスキーでロック解除',
  'passkey.unlockTitle': 'ウォレットのロックを解除',
  'passkey.unlockBody': 'このデバイスのウォレットはパスキーで保護されています。',
  'passkey.useRecovery': 'リカバリーパスワードを使う',
  'passkey.tryAgain': '{problem} もう一度試すか、リカバリーパスワードを使ってください。',
}

export default ja
