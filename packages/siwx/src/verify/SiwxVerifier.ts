import type { ChainNamespace, SiwxSession } from '@latchkey/core'

/** Checks that a session's signature was made by its account, for one namespace. */
export interface SiwxVerifier {
  readonly namespace: ChainNamespace
  /** Resolves true when the signature is the account's over the session's message text. */
  verify(session: SiwxSession): Promise<boolean>
}
