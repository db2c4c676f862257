import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { buildSiwfMessage, type SiwfFields } from './siwfMessage'

export interface FarcasterDevAppOptions {
  /** The relay the app talks to: this secure frame's base URL. */
  relayUrl: string
  /** The FID's custody key (registered in the IdRegistry the relay reads). */
  custodyKey: Hex
  fid: number
  username?: string
}

/** What a connect URI carries (FIP-11). */
export function readConnectUri(uri: string) {
  const query = new URL(uri).searchParams
  const read = (name: string) => {
    const value = query.get(name)
    if (!value) throw new Error(`The connect URI has no ${name}`)
    return value
  }
  return {
    channelToken: read('channelToken'),
    nonce: read('nonce'),
    siweUri: read('siweUri'),
    domain: read('domain'),
  }
}

/**
 * A Farcaster app for development and tests: reads a connect URI, signs the SIWF message with
 * the custody key and authenticates the channel at the relay, as the Farcaster app would.
 * `tamper` lets tests change the message before it is signed.
 */
export function farcasterDevApp(options: FarcasterDevAppOptions) {
  const account = privateKeyToAccount(options.custodyKey)
  return {
    address: account.address,
    async message(uri: string, tamper: (fields: SiwfFields) => SiwfFields = (f) => f) {
      const { nonce, siweUri, domain } = readConnectUri(uri)
      const message = buildSiwfMessage(
        tamper({
          domain,
          address: account.address,
          uri: siweUri,
          nonce,
          fid: options.fid,
          issuedAt: new Date().toISOString(),
        }),
      )
      return { message, signature: await account.signMessage({ message }) }
    },
    /** Signs in on the channel of `uri`; resolves with the relay's answer (throws on refusal). */
    async approve(uri: string, tamper?: (fields: SiwfFields) => SiwfFields) {
      const { channelToken } = readConnectUri(uri)
      const signed = await this.message(uri, tamper)
      const response = await fetch(`${options.relayUrl}/v1/farcaster/channel/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${channelToken}` },
        body: JSON.stringify({
          ...signed,
          fid: options.fid,
          ...(options.username ? { username: options.username } : {}),
        }),
      })
      const answer = (await response.json()) as { error?: { message: string } }
      if (!response.ok) throw new Error(answer.error?.message ?? `HTTP ${response.status}`)
      return answer
    },
  }
}
