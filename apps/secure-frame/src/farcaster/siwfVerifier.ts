import { type Client, createPublicClient, type Hex, http, parseAbi } from 'viem'
import { readContract } from 'viem/actions'
import { verifySiweMessage } from 'viem/siwe'
import { readSiwfMessage, SiwfFormatError } from './siwfMessage'

const ID_REGISTRY_ABI = parseAbi(['function idOf(address owner) view returns (uint256)'])

/** Why a Sign In With Farcaster answer was refused. */
export type SiwfRefusal =
  | 'INVALID_MESSAGE'
  | 'EXPIRED'
  | 'NOT_YET_VALID'
  | 'WRONG_NONCE'
  | 'WRONG_DOMAIN'
  | 'BAD_SIGNATURE'
  | 'NOT_CUSTODY'

export type SiwfVerdict =
  | { ok: true; fid: number; custody: `0x${string}`; uri: string }
  | { ok: false; reason: SiwfRefusal; detail: string }

export interface SiwfCheck {
  message: string
  signature: Hex
  /** The nonce and domain the sign-in was opened with. */
  nonce: string
  domain: string
}

/**
 * Checks a signed SIWF message as @farcaster/auth-client's verifySignInMessage does (custody
 * method): the message's form, its nonce and domain, its times and its signature (viem's
 * verifySiweMessage: ECDSA, ERC-1271 and ERC-6492 through `client`), then that the signer's
 * `idOf` in the IdRegistry at `idRegistry` is the FID the message names.
 */
export function siwfVerifier(options: {
  client: Client
  idRegistry: `0x${string}`
  now: () => number
}) {
  const refuse = (reason: SiwfRefusal, detail: string): SiwfVerdict => ({
    ok: false,
    reason,
    detail,
  })
  return async (check: SiwfCheck): Promise<SiwfVerdict> => {
    let read: ReturnType<typeof readSiwfMessage>
    try {
      read = readSiwfMessage(check.message)
    } catch (error) {
      if (!(error instanceof SiwfFormatError)) throw error
      return refuse('INVALID_MESSAGE', error.message)
    }
    const { siwe, fid } = read
    const time = new Date(options.now())
    if (siwe.expirationTime && time >= siwe.expirationTime)
      return refuse('EXPIRED', 'The message has expired.')
    if (siwe.notBefore && time < siwe.notBefore)
      return refuse('NOT_YET_VALID', 'The message is not valid yet.')
    if (siwe.nonce !== check.nonce) return refuse('WRONG_NONCE', 'Invalid nonce')
    if (siwe.domain !== check.domain) return refuse('WRONG_DOMAIN', 'Invalid domain')
    const signed = await verifySiweMessage(options.client, {
      message: check.message,
      signature: check.signature,
      time,
    }).catch(() => false)
    if (!signed) return refuse('BAD_SIGNATURE', 'Failed to verify message')
    const owned = await readContract(options.client, {
      address: options.idRegistry,
      abi: ID_REGISTRY_ABI,
      functionName: 'idOf',
      args: [siwe.address as `0x${string}`],
    })
    if (owned !== BigInt(fid))
      return refuse(
        'NOT_CUSTODY',
        `Invalid resource: signer ${siwe.address} does not own fid ${fid}.`,
      )
    return { ok: true, fid, custody: siwe.address as `0x${string}`, uri: siwe.uri as string }
  }
}

export type SiwfVerifier = ReturnType<typeof siwfVerifier>

/** The verifier of a frame's configuration: the IdRegistry's chain over JSON-RPC. */
export function configuredSiwfVerifier(
  config: { rpcUrl: string; idRegistry: `0x${string}` },
  now: () => number,
): SiwfVerifier {
  const client = createPublicClient({ transport: http(config.rpcUrl, { retryCount: 1 }) })
  return siwfVerifier({ client, idRegistry: config.idRegistry, now })
}
