import type { ChainNamespace, SiwxMessageData, SiwxSession } from '@latchkey/core'

/** Checks that a session's signature was made by its account, for one namespace. */
export interface SiwxVerifier {
  readonly namespace: ChainNamespace
  /** Resolves true when the signature is the account's over the session's message text. */
  verify(session: SiwxSession): Promise<boolean>
  /**
   * The fields a message in the namespace's own sign-in form states (Solana's SIWS text), read
   * against the session's data; undefined leaves the message to the CAIP-122 parser.
   */
  readMessage?(session: SiwxSession): SiwxMessageData | undefined
}
