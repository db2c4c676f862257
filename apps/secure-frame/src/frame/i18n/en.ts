/**
 * Every text the secure frame draws, in English. Each built-in locale of the modal has a table
 * of the same keys (./locales, fetched on demand); `{name}` placeholders are filled by frameText.
 */
export const en = Object.freeze({
  'recovery.createTitle': 'Choose a recovery password',
  'recovery.enterTitle': 'Enter your recovery password',
  'recovery.createBody':
    'It lets you open this wallet on another device. Nobody can reset it for you: keep it safe.',
  'recovery.enterBody':
    'This device has not opened your wallet before. Your recovery password unlocks it here.',
  'recovery.label': 'Recovery password',
  'recovery.repeat': 'Repeat it',
  'recovery.usePasskey': 'Protect this device with a passkey',
  'recovery.tooShort': 'Use at least {count} characters.',
  'recovery.differ': 'The two passwords differ.',
  'recovery.wrong': 'Wrong recovery password',
  'recovery.withoutPasskey': 'Without the passkey, your recovery password unlocks the wallet here.',
  'common.continue': 'Continue',
  'common.close': 'Close',
  'approval.requestedBy': 'Requested by {origin}',
  'approval.requestedByApp': 'Requested by {name} at {origin}',
  'approval.reject': 'Reject',
  'approval.approve': 'Approve',
  'approval.signMessage': 'Sign a message',
  'approval.signTypedData': 'Sign typed data',
  'approval.sendTransaction': 'Send a transaction',
  'approval.signTransaction': 'Sign a transaction',
  'approval.signTransactions': 'Sign {count} transactions',
  'approval.sendCalls': 'Send a batch of calls',
  'approval.sendUserOperation': 'Send a user operation',
  'detail.message': 'Message',
  'detail.data': 'Data',
  'detail.to': 'To',
  'detail.from': 'From',
  'detail.amount': 'Amount',
  'detail.parameters': 'Parameters',
  'detail.network': 'Network',
  'detail.feePayer': 'Fee payer',
  'detail.send': 'Send',
  'detail.program': 'Program',
  'detail.newContract': '(new contract)',
  'detail.smartAccount': 'Smart account {address}',
  'detail.smartAccountNew': 'Smart account {address} (deployed by this operation)',
  'detail.ofCall': '{detail} (call {index})',
  'export.title': 'Export your private key',
  'export.warning': 'Anyone with this key controls your wallet. Never paste it into a website.',
  'export.reveal': 'Reveal',
  'passkey.failed': 'The passkey could not be used.',
  'passkey.setUp': 'Set up a passkey',
  'passkey.setUpTitle': 'Protect this device with a passkey',
  'passkey.setUpBody':
    'Your wallet will open on this device only with your passkey (fingerprint, face or PIN). If you lose it, your recovery password still restores the wallet.',
  'passkey.notNow': 'Not now',
  'passkey.unlock': 'Unlock with passkey',
  'passkey.unlockTitle': 'Unlock your wallet',
  'passkey.unlockBody': 'A passkey protects your wallet on this device.',
  'passkey.useRecovery': 'Use my recovery password',
  'passkey.tryAgain': '{problem} You can try again or use your recovery password.',
} as const)

export type FrameTextKey = keyof typeof en
export type FrameTable = Readonly<Record<FrameTextKey, string>>
