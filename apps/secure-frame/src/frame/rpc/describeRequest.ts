import { formatEther, hexToBigInt, hexToString, isHex } from 'viem'
import { formatNumber, ft } from '../i18n/frameText'

/** What the approval shows for an unsafe request (SPEC §6), read by the frame itself. */
export function describeRequest(
  method: string,
  params: unknown[],
): { title: string; details: [string, string][] } {
  switch (method) {
    case 'personal_sign': {
      const message = String(params[0] ?? '')
      return {
        title: ft('approval.signMessage'),
        details: [[ft('detail.message'), isHex(message) ? safeText(message) : message]],
      }
    }
    case 'eth_signTypedData_v4': {
      const data = typeof params[1] === 'string' ? params[1] : JSON.stringify(params[1])
      return {
        title: ft('approval.signTypedData'),
        details: [[ft('detail.data'), data.slice(0, 2000)]],
      }
    }
    case 'eth_sendTransaction': {
      const tx = (params[0] ?? {}) as { to?: string; value?: string; data?: string }
      return {
        title: ft('approval.sendTransaction'),
        details: [
          [ft('detail.to'), tx.to ?? ft('detail.newContract')],
          [
            ft('detail.amount'),
            `${formatNumber(formatEther(tx.value ? hexToBigInt(tx.value as `0x${string}`) : 0n))} ETH`,
          ],
          ...(tx.data && tx.data !== '0x'
            ? ([[ft('detail.data'), tx.data.slice(0, 2000)]] as [string, string][])
            : []),
        ],
      }
    }
    default:
      return {
        title: method,
        details: [[ft('detail.parameters'), JSON.stringify(params).slice(0, 2000)]],
      }
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
