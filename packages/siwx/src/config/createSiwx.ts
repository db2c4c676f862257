import type { SiwxConfig } from '@latchkey/controllers'
import type { CaipNetworkId, ChainNamespace, SiwxMessageData, SiwxSession } from '@latchkey/core'
import { buildMessage } from '../message/buildMessage'
import { toMessageAddress } from '../message/messageAddress'
import { randomNonce } from '../message/randomNonce'
import type { SiwxStorage } from './SiwxStorage'

export interface CreateSiwxParameters {
  storage: SiwxStorage
  /** The host the message names; default the page's `location.host`. */
  domain?: string
  /** Default the page's `location.origin`. */
  uri?: string
  statement?: string
  /** How long a session lasts; default 24 hours. */
  expiresInMs?: number
  /** Default a random nonce made here; a server that checks nonces issues its own. */
  getNonce?: (input: { accountAddress: string; chainId: CaipNetworkId }) => Promise<string>
  /** Checks a signed session before it is kept; a storage that verifies needs none. */
  verify?: (session: SiwxSession) => Promise<boolean>
  /** SPEC §6: sign-in blocks the app until a session exists. */
  required?: boolean
  signOutOnDisconnect?: boolean
  /** Networks sign-in applies on; all when absent. */
  networks?: readonly CaipNetworkId[]
  now?: () => number
}

/** Thrown by addSession when the config's own check refuses a signature. */
export class SiwxInvalidSignatureError extends Error {
  override name = 'SiwxInvalidSignatureError'
  constructor(readonly address: string) {
    super(`The signature is not ${address}'s`)
  }
}

function page(): { host: string; origin: string } | undefined {
  const location = (globalThis as { location?: { host: string; origin: string } }).location
  return location ? { host: location.host, origin: location.origin } : undefined
}

/** A SIWX config (the `siwx` option of createAppKit) over a message template and a storage. */
export function createSiwx(params: CreateSiwxParameters): SiwxConfig {
  const { storage, expiresInMs = 24 * 60 * 60_000, now = Date.now } = params
  const live = (s: SiwxSession) => {
    const t = now()
    if (s.data.expirationTime && Date.parse(s.data.expirationTime) <= t) return false
    return !(s.data.notBefore && Date.parse(s.data.notBefore) > t)
  }

  const config: SiwxConfig = {
    async createMessage({ accountAddress, chainId }) {
      const domain = params.domain ?? page()?.host
      const uri = params.uri ?? page()?.origin
      if (!domain || !uri) throw new TypeError('createSiwx needs a domain and uri outside a page')
      const issued = now()
      const data: SiwxMessageData = {
        domain,
        // EIP-4361 spells the account as its EIP-55 checksum, whatever case the wallet gave.
        accountAddress: toMessageAddress(chainId.split(':')[0] as ChainNamespace, accountAddress),
        uri,
        version: '1',
        chainId,
        nonce: params.getNonce ? await params.getNonce({ accountAddress, chainId }) : randomNonce(),
        issuedAt: new Date(issued).toISOString(),
        expirationTime: new Date(issued + expiresInMs).toISOString(),
        ...(params.statement ? { statement: params.statement } : {}),
      }
      return { data, message: buildMessage(data) }
    },
    async addSession(session) {
      if (params.verify && !(await params.verify(session)))
        throw new SiwxInvalidSignatureError(session.data.accountAddress)
      await storage.add(session)
    },
    async setSessions(sessions) {
      if (params.verify)
        for (const session of sessions)
          if (!(await params.verify(session)))
            throw new SiwxInvalidSignatureError(session.data.accountAddress)
      await storage.set(sessions)
    },
    async getSessions(chainId, address) {
      return (await storage.get(chainId, address)).filter(live)
    },
    revokeSession: (chainId, address) => storage.delete(chainId, address),
    getRequired: () => params.required === true,
    ...(params.signOutOnDisconnect ? { signOutOnDisconnect: true } : {}),
    ...(params.networks
      ? { isNetworkSupported: (id: CaipNetworkId) => params.networks?.includes(id) === true }
      : {}),
  }
  return config
}
