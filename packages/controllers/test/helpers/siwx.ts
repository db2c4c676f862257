import type { SiwxSession } from '@latchkey/core'
import { testSignature } from '@latchkey/test-fakes'
import type { SiweConfig, SiwxConfig } from '../../src'

/**
 * An in-memory SIWX config: CAIP-122-like messages, sessions kept per chain and address, and a
 * verifier that checks the test wallet's signature scheme, so a forged signature is refused.
 */
export function createMemorySiwx(
  options: { required?: boolean; supported?: string[]; signOutOnDisconnect?: boolean } = {},
) {
  const sessions = new Map<string, SiwxSession[]>()
  let nonce = 0
  const key = (chainId: string, address: string) => `${chainId}|${address.toLowerCase()}`

  const config: SiwxConfig & { sessions: typeof sessions } = {
    sessions,
    getRequired: () => options.required === true,
    ...(options.signOutOnDisconnect ? { signOutOnDisconnect: true } : {}),
    ...(options.supported
      ? { isNetworkSupported: (id: string) => options.supported?.includes(id) ?? true }
      : {}),
    async createMessage({ accountAddress, chainId }) {
      const data = {
        accountAddress,
        chainId,
        domain: '127.0.0.1',
        uri: 'http://127.0.0.1:5173',
        version: '1',
        nonce: `n${++nonce}`,
      }
      const message = `127.0.0.1 wants you to sign in with your account:\n${accountAddress}\n\nURI: ${data.uri}\nVersion: 1\nChain ID: ${chainId}\nNonce: ${data.nonce}`
      return { data, message }
    },
    async addSession(session) {
      const expected = testSignature(session.data.accountAddress, session.message)
      if (session.signature !== expected) throw new Error('bad signature')
      const k = key(session.data.chainId, session.data.accountAddress)
      sessions.set(k, [...(sessions.get(k) ?? []), session])
    },
    async getSessions(chainId, address) {
      return sessions.get(key(chainId, address)) ?? []
    },
    async setSessions(list) {
      sessions.clear()
      for (const session of list) await config.addSession(session)
    },
    async revokeSession(chainId, address) {
      sessions.delete(key(chainId, address))
    },
  }
  return config
}

/** A legacy `siweConfig` as a host wrote them: one session, verified by the test scheme. */
export function createLegacySiwe(options: { required?: boolean } = {}) {
  let session: { address: string; chainId: number } | null = null
  let nonce = 0
  const siwe: SiweConfig & { signOuts: number } = {
    signOuts: 0,
    ...(options.required ? { required: true } : {}),
    getNonce: async () => `legacy${++nonce}nonce`,
    getMessageParams: async () => ({ domain: '127.0.0.1', uri: 'http://127.0.0.1:5173' }),
    createMessage: (args) =>
      `${args.domain} wants you to sign in with your Ethereum account:\n${args.address}\n\nURI: ${args.uri}\nVersion: 1\nChain ID: ${args.chainId}\nNonce: ${args.nonce}\nIssued At: ${args.issuedAt}`,
    async verifyMessage({ message, signature }) {
      const [, address = ''] = message.split('\n')
      if (signature !== testSignature(address, message)) return false
      session = { address, chainId: Number(/Chain ID: (\d+)/.exec(message)?.[1]) }
      return true
    },
    getSession: async () => session,
    async signOut() {
      siwe.signOuts++
      session = null
      return true
    },
  }
  return siwe
}
