/** The options a browser test file may ask the stack host for. */
export interface HostedStackOptions {
  polkadot?: boolean
  indexerPollMs?: number
  balanceTtlMs?: number
  /** A stack of this file's own (the file's path): it changes chain state others would see. */
  own?: string
}
export const SHARED_FRAME_CODES_PER_IP: number
export function stackKey(options: HostedStackOptions): string
