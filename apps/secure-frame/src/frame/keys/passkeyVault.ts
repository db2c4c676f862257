import { fromBase64Url } from './base64url'
import type { DeviceVault, VaultStorage } from './deviceVault'
import type { CreatedPasskey, PasskeyCeremony } from './passkeyCeremony'
import {
  asPasskeyWrappedShare,
  type PasskeyWrappedShare,
  unwrapWithPasskey,
  wrapWithPasskey,
} from './passkeyWrap'

/** The device shares a passkey protects, in the same storage as the browser-key ones. */
export function passkeyVault(storage: VaultStorage) {
  const name = (accountKey: string) => `passkey-share:${accountKey}`
  return {
    async get(accountKey: string): Promise<PasskeyWrappedShare | undefined> {
      return asPasskeyWrappedShare(await storage.get(name(accountKey)))
    },
    put: (accountKey: string, wrapped: PasskeyWrappedShare) =>
      storage.put(name(accountKey), wrapped),
    delete: (accountKey: string) => storage.delete(name(accountKey)),
  }
}

export type PasskeyVault = ReturnType<typeof passkeyVault>

/**
 * Puts this device's share under the new passkey in place of the browser key: it is wrapped,
 * opened again with the same PRF output, stored, and only then is the browser-key copy deleted.
 * The PRF output is wiped once used.
 */
export async function protectWithPasskey(
  devices: DeviceVault,
  passkeys: PasskeyVault,
  accountKey: string,
  created: CreatedPasskey,
): Promise<void> {
  const share = await devices.get(accountKey)
  try {
    if (!share) throw new Error('This device holds no share to protect')
    const wrapped = await wrapWithPasskey(share, created.prfOutput, created)
    const again = await unwrapWithPasskey(wrapped, created.prfOutput, created.credentialId)
    if (again.length !== share.length || again.some((byte, i) => byte !== share[i]))
      throw new Error('The passkey-protected share did not open again')
    again.fill(0)
    await passkeys.put(accountKey, wrapped)
    await devices.delete(accountKey)
  } finally {
    share?.fill(0)
    created.prfOutput.fill(0)
  }
}

/** The device share a passkey protects, opened by a ceremony with that passkey; none stored: undefined. */
export async function openWithPasskey(
  passkeys: PasskeyVault,
  ceremony: PasskeyCeremony,
  accountKey: string,
): Promise<Uint8Array | undefined> {
  const wrapped = await passkeys.get(accountKey)
  if (!wrapped) return undefined
  const answer = await ceremony.evaluate({
    credentialId: wrapped.credentialId,
    prfSalt: fromBase64Url(wrapped.prfSalt),
  })
  try {
    return await unwrapWithPasskey(wrapped, answer.prfOutput, answer.credentialId)
  } finally {
    answer.prfOutput.fill(0)
  }
}
