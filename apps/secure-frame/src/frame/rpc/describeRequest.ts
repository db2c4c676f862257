import { formatEther, hexToBigInt, hexToString, isHex } from 'viem'

/** What the approval shows for an unsafe request (SPEC §6), read by the frame itself. */
export function describeRequest(
  method: string,
  params: unknown[],
): { title: string; details: [string, string][] } {
  switch (method) {
    case 'personal_sign': {
      const message = String(params[0] ?? '')
      return {
        title: 'Sign a message',
        details: [['Message', isHex(message) ? safeText(message) : message]],
      }
    }
    case 'eth_signTypedData_v4': {
      const data = typeof params[1] === 'string' ? params[1] : JSON.stringify(params[1])
      return { title: 'Sign typed data', details: [['Data', data.slice(0, 2000)]] }
    }
    case 'eth_sendTransaction': {
      const tx = (params[0] ?? {}) as { to?: string; value?: string; data?: string }
      return {
        title: 'Send a transaction',
        details: [
          ['To', tx.to ?? '(new contract)'],
          ['Amount', `${formatEther(tx.value ? hexToBigInt(tx.value as `0x${string}`) : 0n)} ETH`],
          ...(tx.data && tx.data !== '0x'
            ? ([['Data', tx.data.slice(0, 2000)]] as [string, string][])
            : []),
        ],
      }
    }
    default:
      return { title: method, details: [['Parameters', JSON.stringify(params).slice(0, 2000)]] }
  }
}

function safeText(hex: `0x${string}`): string {
  try {
    const text = hexToString(hex)
    // Printable text is shown as text; anything else as the hex the wallet signs.
    return /^[\P{C}\n\t]*$/u.test(text) ? text : hex
  } catch {
    return hex
  }
}
