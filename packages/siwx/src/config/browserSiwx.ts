import type { SiwxConfig } from '@latchkey/controllers'
import type { KeyValueStorage, SiwxSession } from '@latchkey/core'
import type { SiwxVerifier } from '../verify/SiwxVerifier'
import { browserStorage } from './browserStorage'
import { type CreateSiwxParameters, createSiwx } from './createSiwx'

export interface BrowserSiwxParameters extends Omit<CreateSiwxParameters, 'storage' | 'verify'> {
  /** Checks before a session is kept; default EOA, Solana and Bitcoin (loaded on first use). */
  verifiers?: readonly SiwxVerifier[]
  /** Default localStorage under `latchkey:siwx:`. */
  store?: KeyValueStorage
}

/**
 * Sign-in kept in this browser: a check of the wallet's own signature, not a login to a
 * server (use hostServerSiwx for that).
 */
export function browserSiwx(params: BrowserSiwxParameters = {}): SiwxConfig {
  const { verifiers, store, ...rest } = params
  let loaded: Promise<readonly SiwxVerifier[]> | undefined
  const load = () => {
    loaded ??= verifiers
      ? Promise.resolve(verifiers)
      : import('../verify/defaultVerifiers').then((m) => m.defaultVerifiers())
    return loaded
  }
  return createSiwx({
    ...rest,
    storage: browserStorage(store),
    async verify(session: SiwxSession) {
      const namespace = session.data.chainId.split(':')[0]
      const verifier = (await load()).find((v) => v.namespace === namespace)
      return verifier ? verifier.verify(session) : false
    },
  })
}
