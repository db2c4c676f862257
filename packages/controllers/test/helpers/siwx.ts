import type { SiwxSession } from '@latchkey/core'
import type { SiwxConfig } from '../../src'
import { testSignature } from '../../src/testing'

/**
 * An in-memory SIWX config: CAIP-122-like messages, sessions kept per chain and address, and a
 * verifier that checks the test wallet's signature scheme, so a forged signature is refused.
 */
export function createMemorySiwx(options: { required?: boolean; supported?: string[] } = {}) {
  const sessions = new Map<string, SiwxSession[]>()
  let nonce = 0
  const key = (chainId: string, address: string) => `${chainId}|${address.toLowerCase()}`

  const config: SiwxConfig & { sessions: typeof sessions } = {
    sessions,
    ...(options.required !== undefined ? { required: options.required } : {}),
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
    async revokeSession(chainId, address) {
      sessions.delete(key(chainId, address))
    },
  }
  return config
}
