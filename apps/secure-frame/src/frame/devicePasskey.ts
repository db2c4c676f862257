import { ft } from './i18n/frameText'
import { fromBase64Url } from './keys/base64url'
import type { DeviceVault } from './keys/deviceVault'
import type { PasskeyCeremony } from './keys/passkeyCeremony'
import { openWithPasskey, type PasskeyVault, protectWithPasskey } from './keys/passkeyVault'
import { accountFromShares, type FrameAccount, type ServerShares } from './keys/walletKeys'
import { passkeySetupPrompt, passkeyUnlockPrompt } from './ui/passkeyPrompts'
import type { Prompter } from './ui/prompts'

/** What the recovery form says when the visitor goes on without the passkey. */
export const WITHOUT_PASSKEY =
  'Without the passkey, your recovery password unlocks the wallet here.'

/**
 * The walletSession's passkey steps: this device's share under a passkey in place of the
 * browser key (keys/passkeyVault), each ceremony started by a button in the frame.
 */
export function devicePasskey(
  devices: DeviceVault,
  passkeys: PasskeyVault,
  ceremony: PasskeyCeremony,
  prompt: Prompter,
) {
  /** The frame's set-up prompt; the share stays under the browser key unless it succeeds. */
  const offer = (key: string, userName: string) =>
    prompt(
      passkeySetupPrompt(async () => {
        const created = await ceremony.create(userName)
        await protectWithPasskey(devices, passkeys, key, created)
      }),
    )

  return {
    /** Whether the recovery forms offer it (WebAuthn in a secure context). */
    available: () => ceremony.available(),
    offer,

    /**
     * A passkey protects this device's share: the visitor unlocks with it, or chooses the
     * recovery password (passkey lost), which `problem` then explains. No passkey here: undefined.
     */
    async unlock(
      key: string,
      stored: ServerShares,
    ): Promise<
      { account: FrameAccount; problem?: never } | { account?: never; problem: string } | undefined
    > {
      if (!(await passkeys.get(key))) return undefined
      const account = await prompt(
        passkeyUnlockPrompt(async () => {
          const device = await openWithPasskey(passkeys, ceremony, key)
          if (!device) throw new Error('This device holds no share')
          try {
            return await accountFromShares(device, fromBase64Url(stored.authShare), stored.address)
          } finally {
            device.fill(0)
          }
        }),
      )
      return account ? { account } : { problem: ft('recovery.withoutPasskey') }
    },

    /**
     * After a recovery: a lost passkey's record goes (the share is under the browser key again),
     * and the visitor who asked sets up a new passkey. Never throws: the wallet is open already.
     */
    async recovered(key: string, wanted: boolean, userName: string): Promise<void> {
      await passkeys.delete(key).catch(() => {})
      if (wanted) await offer(key, userName).catch(() => {})
    },

    /** The share for the in-frame export: a ceremony with the passkey; none stored: undefined. */
    open: (key: string) => openWithPasskey(passkeys, ceremony, key),
  }
}

export type DevicePasskey = ReturnType<typeof devicePasskey>
