import type { CaipNetworkId, SiwxMessageData, SiwxSession } from '@latchkey/core'

/** A message ready to sign: its fields and the exact text the wallet shows. */
export interface SiwxMessage {
  data: SiwxMessageData
  message: string
}

/**
 * Sign-in with a wallet, as a SIWX package provides it (CAIP-122 messages, session storage,
 * verifiers). The controllers drive the flow; signing itself goes through the chain adapter.
 */
export interface SiwxConfig {
  createMessage(input: { accountAddress: string; chainId: CaipNetworkId }): Promise<SiwxMessage>
  /** Verifies and stores a signed session; rejects when verification fails. */
  addSession(session: SiwxSession): Promise<void>
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  /** Replaces every stored session with these (each verified as addSession does). */
  setSessions(sessions: SiwxSession[]): Promise<void>
  /** The account's live sessions on the network; empty when it has none. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>
  /** Sign-in required (SPEC §6): the app stays locked until a session exists. */
  getRequired?(): boolean
  /** Revoke the account's session when it disconnects. */
  signOutOnDisconnect?: boolean
  /** Networks where sign-in applies; all when absent. */
  isNetworkSupported?(chainId: CaipNetworkId): boolean
}
