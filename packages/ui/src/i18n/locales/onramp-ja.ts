import type { OnRampTexts } from '../../views/OnRamp/onrampMessages'

// Japanese: the Buy views' texts (every key of the English list, no other).
export const texts: OnRampTexts = {
  'onramp.amount': '支払う金額',
  'onramp.currency': '{currency} で支払う',
  'onramp.chooseCurrency': '通貨を選択',
  'onramp.token': '{symbol} を購入',
  'onramp.chooseToken': 'トークンを選択',
  'onramp.limits': '{min}〜{max} {currency}',
  'onramp.enterAmount': '金額を入力',
  'onramp.invalidAmount': '小数点以下2桁までの金額を入力してください',
  'onramp.below': '支払える最低額は {min} {currency} です',
  'onramp.above': '支払える最高額は {max} {currency} です',
  'onramp.partners': 'パートナー',
  'onramp.fee': '手数料 {fee} {currency}',
  'onramp.receive': '受け取り：{amount} {symbol}',
  'onramp.estimate': '概算：パートナーの見積もりを取得できませんでした',
  'onramp.quoting': '見積もりを取得中…',
  'onramp.fallback': 'パートナーに接続できません：組み込みの通貨を表示しています。',
  'onramp.continue': '{partner} で続行',
  'onramp.noPartner': 'ここで販売しているパートナーはいません',
  'onramp.opened': '{partner} の決済画面を新しいウィンドウで開きました。',
  'onramp.openAgain': '決済画面を開く',
  'onramp.purchases': '購入履歴',
  'onramp.noPurchases': 'まだ購入はありません。支払い後にここに表示されます。',
  'onramp.history': '購入履歴',
  'onramp.noToken': 'このネットワークで購入できるものはありません。',
}
