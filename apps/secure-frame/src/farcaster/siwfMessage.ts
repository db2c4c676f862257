import { createSiweMessage, parseSiweMessage, type SiweMessage } from 'viem/siwe'

/**
 * Sign In With Farcaster messages (FIP-11): EIP-4361 text with the statement 'Farcaster Auth',
 * chain id 10 (OP Mainnet, where Farcaster's contracts live) and one resource
 * `farcaster://fid/<fid>`, built and read with viem's SIWE functions, as @farcaster/auth-client
 * does.
 */
export interface SiwfFields {
  domain: string
  address: `0x${string}`
  uri: string
  nonce: string
  fid: number
  issuedAt: Date
  expirationTime?: Date | undefined
  notBefore?: Date | undefined
  requestId?: string | undefined
}

export const SIWF_STATEMENT = 'Farcaster Auth'
export const SIWF_CHAIN_ID = 10
// auth-client's rule: the FID resource, an optional trailing slash.
const FID_RESOURCE = /^farcaster:\/\/fid\/([1-9]\d*)\/?$/

/** The message a Farcaster app signs for a channel. */
export function buildSiwfMessage(fields: SiwfFields): string {
  const { fid, ...siwe } = fields
  return createSiweMessage({
    ...siwe,
    version: '1',
    statement: SIWF_STATEMENT,
    chainId: SIWF_CHAIN_ID,
    resources: [`farcaster://fid/${fid}`],
  })
}

/**
 * Reads a SIWF message as auth-client validates one: an EIP-4361 message with a valid address,
 * the statement 'Farcaster Auth' (or the older 'Farcaster Connect'), chain id 10 and exactly one
 * FID resource. Times are not judged here (see siwfVerifier).
 */
export function readSiwfMessage(text: string): { siwe: SiweMessage; fid: number } {
  const siwe = parseSiweMessage(text) as SiweMessage
  if (!siwe.address || !/^0x[0-9a-fA-F]{40}$/.test(siwe.address))
    throw new SiwfFormatError('no address')
  if (!siwe.domain || !siwe.nonce || !siwe.uri || siwe.version !== '1')
    throw new SiwfFormatError('not an EIP-4361 message')
  if (siwe.statement !== SIWF_STATEMENT && siwe.statement !== 'Farcaster Connect')
    throw new SiwfFormatError(`the statement must be '${SIWF_STATEMENT}'`)
  if (siwe.chainId !== SIWF_CHAIN_ID) throw new SiwfFormatError(`Chain ID must be ${SIWF_CHAIN_ID}`)
  const fids = (siwe.resources ?? []).flatMap((r) => FID_RESOURCE.exec(r)?.[1] ?? [])
  if (fids.length !== 1)
    throw new SiwfFormatError('exactly one resource farcaster://fid/<fid> is expected')
  const fid = Number(fids[0])
  if (!Number.isSafeInteger(fid)) throw new SiwfFormatError('the FID is too large')
  return { siwe, fid }
}

export class SiwfFormatError extends Error {
  override name = 'SiwfFormatError'
}
