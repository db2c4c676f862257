import { bytesToHex, hexToBytes } from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { type SolanaKey, solanaKeyFromSecret } from '../solana/solanaKey'
import { fromBase64Url, toBase64Url } from './base64url'
import type { DeviceVault } from './deviceVault'
import { openRecoveryShare, type RecoveryBlob, sealRecoveryShare } from './recoverySeal'
import { combineShares, splitSecret } from './shares'

/** The wallet's EVM account plus its Solana key, both from the one secret. */
export type FrameAccount = PrivateKeyAccount & { readonly solana: SolanaKey }

function frameAccount(secret: `0x${string}`): FrameAccount {
  const bytes = hexToBytes(secret)
  const solana = solanaKeyFromSecret(bytes)
  bytes.fill(0)
  return Object.assign(privateKeyToAccount(secret), { solana })
}

/** What the server keeps of a new wallet (its two shares, one sealed). */
export interface ServerShares {
  address: `0x${string}`
  authShare: string
  recoveryBlob: RecoveryBlob
}

/**
 * A new wallet, made in the frame: the secret is split at once; the device share goes into this
 * profile's vault, the others are returned for the server. The secret itself is not kept.
 */
export async function createWalletKeys(
  vault: DeviceVault,
  accountKey: string,
  recoveryPassword: string,
): Promise<{ account: FrameAccount; server: ServerShares }> {
  const secret = generatePrivateKey()
  const account = frameAccount(secret)
  const shares = await splitSecret(hexToBytes(secret))
  const recoveryBlob = await sealRecoveryShare(shares.recovery, recoveryPassword)
  await vault.put(accountKey, shares.device)
  return {
    account,
    server: { address: account.address, authShare: toBase64Url(shares.auth), recoveryBlob },
  }
}

/** The secret from two shares, checked against the wallet's address (for the in-frame export). */
export async function secretFromShares(
  a: Uint8Array,
  b: Uint8Array,
  address: string,
): Promise<`0x${string}`> {
  const bytes = await combineShares(a, b)
  const secret = bytesToHex(bytes)
  bytes.fill(0)
  const valid = bytes.length === 32 && secret.length === 66
  if (!valid || privateKeyToAccount(secret).address.toLowerCase() !== address.toLowerCase())
    throw new Error('The shares do not belong to this wallet')
  return secret
}

/** The account from two shares; refuses shares that rebuild another address. */
export async function accountFromShares(
  a: Uint8Array,
  b: Uint8Array,
  address: string,
): Promise<FrameAccount> {
  return frameAccount(await secretFromShares(a, b, address))
}

/** This device: its vault's share plus the server's auth share. */
export async function unlockOnDevice(
  vault: DeviceVault,
  accountKey: string,
  server: ServerShares,
): Promise<FrameAccount | undefined> {
  const device = await vault.get(accountKey)
  if (!device) return undefined
  return accountFromShares(device, fromBase64Url(server.authShare), server.address)
}

/**
 * A new device: the auth share plus the recovery share opened with the password give the same
 * address; this profile then keeps a share of its own, so the password is needed once per device.
 */
export async function recoverOnNewDevice(
  vault: DeviceVault,
  accountKey: string,
  server: ServerShares,
  recoveryPassword: string,
): Promise<FrameAccount> {
  const recovery = await openRecoveryShare(server.recoveryBlob, recoveryPassword)
  const auth = fromBase64Url(server.authShare)
  const account = await accountFromShares(auth, recovery, server.address)
  // This profile keeps the opened recovery share as its device share, wrapped like any device
  // share: the server's shares and the sealed blob stay as they are.
  await vault.put(accountKey, recovery)
  return account
}
