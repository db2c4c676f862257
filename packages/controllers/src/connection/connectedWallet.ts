import type { AdapterConnection, Connector } from '@latchkey/adapter-kit'
import type { ConnectedWalletInfo } from '../chain/AccountState'

const MAX_NAME_LENGTH = 64

/**
 * Who the account is connected with: the wallet the adapter names (a WalletConnect peer), else
 * the connector. A peer names itself, so its name is cleaned and cut, and only an https icon kept.
 */
export function connectedWallet(
  connector: Connector | undefined,
  result: AdapterConnection,
): ConnectedWalletInfo | undefined {
  const name = cleanName(result.wallet?.name)
  if (name) {
    const icon = httpsUrl(result.wallet?.icon)
    return { name, ...(icon ? { icon } : {}), ...(connector ? { type: connector.type } : {}) }
  }
  return connector
    ? { name: connector.name, icon: connector.imageUrl, type: connector.type }
    : undefined
}

function cleanName(value: unknown): string {
  if (typeof value !== 'string') return ''
  return (
    value
      // Controls, and format marks (bidi overrides, zero-width joiners) that disguise a name.
      .replace(/[\p{Cc}\p{Cf}]/gu, '')
      .trim()
      .slice(0, MAX_NAME_LENGTH)
      .trim()
  )
}

function httpsUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && !url.username && !url.password ? url.href : undefined
  } catch {
    return undefined
  }
}
