import { type CaipNetworkId, parseCaipNetworkId, type SiwxSession } from '@latchkey/core'
import type { SiwxConfig } from './SiwxConfig'

/** The fields a legacy SIWE config's createMessage receives (EIP-4361). */
export interface SiweCreateMessageArgs {
  address: string
  chainId: number
  nonce: string
  domain: string
  uri: string
  version: '1'
  statement?: string
  issuedAt: string
  expirationTime?: string
}

/** The legacy `siweConfig` option: EVM-only sign-in the host implements itself. */
export interface SiweConfig {
  getNonce(address?: string): Promise<string>
  getMessageParams(): Promise<{ domain: string; uri: string; statement?: string; expiry?: number }>
  createMessage(args: SiweCreateMessageArgs): string
  verifyMessage(args: { message: string; signature: string }): Promise<boolean>
  getSession(): Promise<{ address: string; chainId: number } | null>
  signOut(): Promise<boolean>
  required?: boolean
  signOutOnDisconnect?: boolean
}

/**
 * Runs a legacy `siweConfig` as a SIWX config. Its one session is the host's (getSession);
 * `supports` says which networks can sign EIP-4361 (those whose adapter has an EVM part).
 */
export function siwxFromSiweConfig(
  siwe: SiweConfig,
  supports: (chainId: CaipNetworkId) => boolean,
): SiwxConfig {
  const add = async ({ message, signature }: SiwxSession) => {
    if (!(await siwe.verifyMessage({ message, signature })))
      throw new Error('The sign-in signature was refused')
  }
  return {
    async createMessage({ accountAddress, chainId }) {
      const params = await siwe.getMessageParams()
      const nonce = await siwe.getNonce(accountAddress)
      const issuedAt = new Date().toISOString()
      const expirationTime = params.expiry
        ? new Date(Date.now() + params.expiry * 1000).toISOString()
        : undefined
      const args: SiweCreateMessageArgs = {
        address: accountAddress,
        chainId: Number(parseCaipNetworkId(chainId).chainId),
        nonce,
        domain: params.domain,
        uri: params.uri,
        version: '1',
        issuedAt,
        ...(params.statement ? { statement: params.statement } : {}),
        ...(expirationTime ? { expirationTime } : {}),
      }
      const { statement, ...rest } = args
      return {
        data: {
          accountAddress,
          chainId,
          domain: rest.domain,
          uri: rest.uri,
          version: '1',
          nonce,
          issuedAt,
          ...(statement ? { statement } : {}),
          ...(expirationTime ? { expirationTime } : {}),
        },
        message: siwe.createMessage(args),
      }
    },
    addSession: add,
    async setSessions(sessions) {
      if (sessions.length === 0) await siwe.signOut()
      for (const session of sessions) await add(session)
    },
    async getSessions(chainId, address) {
      const session = await siwe.getSession()
      const reference = Number(parseCaipNetworkId(chainId).chainId)
      if (!session || session.chainId !== reference) return []
      if (session.address.toLowerCase() !== address.toLowerCase()) return []
      // The host keeps the signed text; only the pair it signed in is known here.
      const data = {
        accountAddress: address,
        chainId,
        domain: '',
        uri: '',
        version: '1',
        nonce: '',
      }
      return [{ data, message: '', signature: '' }]
    },
    async revokeSession() {
      await siwe.signOut()
    },
    getRequired: () => siwe.required === true,
    ...(siwe.signOutOnDisconnect ? { signOutOnDisconnect: true } : {}),
    isNetworkSupported: supports,
  }
}
