import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { buildSiwfMessage, type SiwfFields } from './siwfMessage'

export interface FarcasterDevAppOptions {
  /** The auth relay the channel is on (the stack's own: startFarcasterRelay). */
  relayUrl: string
  /** The relay's X-Farcaster-Auth-Relay-Key. */
  authKey: string
  /** The FID's custody key (registered in the IdRegistry the frame reads). */
  custodyKey: Hex
  fid: number
  username?: string
}

/** The channel token of a connect URI (https://farcaster.xyz/~/siwf?channelToken=…). */
export function readConnectUri(uri: string): { channelToken: string } {
  const channelToken = new URL(uri).searchParams.get('channelToken')
  if (!channelToken) throw new Error('The connect URI has no channelToken')
  return { channelToken }
}

interface SignatureParams {
  siweUri: string
  domain: string
  nonce: string
  notBefore?: string
  expirationTime?: string
  requestId?: string
}

/**
 * A Farcaster app for development and tests, doing what a Farcaster app does with a connect URI
 * on the relay: reads the channel's signature parameters (GET /v1/channel/status), signs the
 * SIWF message with the custody key and answers the channel (POST /v1/channel/authenticate with
 * the relay key). `tamper` lets tests change the message before it is signed.
 */
export function farcasterDevApp(options: FarcasterDevAppOptions) {
  const account = privateKeyToAccount(options.custodyKey)
  const relay = options.relayUrl.replace(/\/+$/, '')
  const answer = async (response: Response) => {
    const body = (await response.json()) as { error?: string; message?: string }
    if (!response.ok) throw new Error(`${body.error ?? 'HTTP'} ${response.status}`)
    return body
  }
  return {
    address: account.address,
    /** The channel's parameters, as the relay shows them to the Farcaster app. */
    async params(uri: string): Promise<SignatureParams> {
      const { channelToken } = readConnectUri(uri)
      const response = await fetch(`${relay}/v1/channel/status`, {
        headers: { Authorization: `Bearer ${channelToken}`, 'Content-Type': 'application/json' },
      })
      return ((await answer(response)) as unknown as { signatureParams: SignatureParams })
        .signatureParams
    },
    async message(uri: string, tamper: (fields: SiwfFields) => SiwfFields = (f) => f) {
      const params = await this.params(uri)
      const message = buildSiwfMessage(
        tamper({
          domain: params.domain,
          address: account.address,
          uri: params.siweUri,
          nonce: params.nonce,
          fid: options.fid,
          issuedAt: new Date(),
          ...(params.notBefore ? { notBefore: new Date(params.notBefore) } : {}),
          ...(params.expirationTime ? { expirationTime: new Date(params.expirationTime) } : {}),
          ...(params.requestId ? { requestId: params.requestId } : {}),
        }),
      )
      return { message, signature: await account.signMessage({ message }) }
    },
    /** Signs in on the channel of `uri`; resolves with the relay's answer (throws on refusal). */
    async approve(uri: string, tamper?: (fields: SiwfFields) => SiwfFields) {
      const { channelToken } = readConnectUri(uri)
      const signed = await this.message(uri, tamper)
      const response = await fetch(`${relay}/v1/channel/authenticate`, {
        method: 'POST',
        headers: {
          'X-Farcaster-Auth-Relay-Key': options.authKey,
          Authorization: `Bearer ${channelToken}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          ...signed,
          fid: options.fid,
          ...(options.username ? { username: options.username } : {}),
        }),
      })
      return answer(response)
    },
  }
}
