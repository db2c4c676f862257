import type { DevicePasskey } from './devicePasskey'
import type { FrameApi } from './host/frameApi'
import { ft } from './i18n/frameText'
import { fromBase64Url } from './keys/base64url'
import type { DeviceVault } from './keys/deviceVault'
import { WRONG_PASSWORD } from './keys/recoverySeal'
import {
  createWalletKeys,
  type FrameAccount,
  recoverOnNewDevice,
  secretFromShares,
  unlockOnDevice,
} from './keys/walletKeys'
import { type Prompter, recoveryPasswordForm } from './ui/prompts'

/**
 * The signed-in visitor's wallet in the frame's memory: created on first login, unlocked from
 * this device's share plus the server's, or recovered with the recovery password.
 */
export function walletSession(
  api: FrameApi,
  vault: DeviceVault,
  prompt: Prompter,
  passkey?: DevicePasskey,
) {
  let account: FrameAccount | undefined
  let email: string | undefined
  let social: { provider: string; username: string } | undefined
  let vaultKey: string | undefined
  let userName: string | undefined
  let unlocking: Promise<FrameAccount> | undefined

  async function unlock(): Promise<FrameAccount> {
    const session = await api.session()
    email = session.email || undefined
    social = session.social
    // Every account keeps its device share under the account, which an e-mail update leaves as
    // it is: each device of the user still unlocks after one (issue 32).
    vaultKey = `account:${session.accountId}`
    userName = session.userName ?? session.social?.username
    const stored = await api.keys()
    // The recovery forms offer a passkey where the page can make one (devicePasskey).
    let passkeyWanted = false
    const wants = passkey?.available()
      ? (wanted: boolean) => {
          passkeyWanted = wanted
        }
      : undefined
    const passkeyName = email ?? userName ?? 'Latchkey wallet'
    if (!stored) {
      const password = await prompt(recoveryPasswordForm('create', undefined, wants))
      const created = await createWalletKeys(vault, vaultKey, password)
      await api.storeKeys(created.server)
      if (passkeyWanted) await passkey?.offer(vaultKey, passkeyName)
      return created.account
    }
    const withPasskey = await passkey?.unlock(vaultKey, stored)
    if (withPasskey?.account) return withPasskey.account
    // A passkey protects this device's share and the visitor went on without it: only the
    // recovery password opens the wallet, never a browser-key copy left beside the passkey's.
    const here = withPasskey
      ? undefined
      : ((await unlockOnDevice(vault, vaultKey, stored).catch(() => undefined)) ??
        (session.email ? await unlockUnderEmail(session.email, vaultKey, stored) : undefined))
    if (here) return here
    let problem: string | undefined = withPasskey?.problem
    for (;;) {
      const password = await prompt(recoveryPasswordForm('enter', problem, wants))
      try {
        const account = await recoverOnNewDevice(vault, vaultKey, stored, password)
        await passkey?.recovered(vaultKey, passkeyWanted, passkeyName)
        return account
      } catch (error) {
        // The seal's own words are English: the visitor reads them in the frame's locale.
        problem =
          error instanceof Error && error.message !== WRONG_PASSWORD
            ? error.message
            : ft('recovery.wrong')
      }
    }
  }

  /** A share kept under the e-mail address (before issue 32) moves to the account's key. */
  async function unlockUnderEmail(
    address: string,
    key: string,
    stored: Parameters<typeof unlockOnDevice>[2],
  ): Promise<FrameAccount | undefined> {
    const unlocked = await unlockOnDevice(vault, address, stored).catch(() => undefined)
    if (unlocked) await moveShare(address, key)
    return unlocked
  }

  async function moveShare(from: string, to: string): Promise<void> {
    const share = await vault.get(from)
    if (!share) return
    await vault.put(to, share)
    share.fill(0)
    await vault.delete(from)
  }

  return {
    get email() {
      return email
    },
    /** The social login's provider and username (SPEC §4), once unlocked. */
    get social() {
      return social
    },
    /** The username of a Farcaster or social login (SPEC §4). */
    get userName() {
      return userName
    },
    get address() {
      return account?.address
    },
    /** The account, unlocking it once (a prompt may show); a failed unlock can be retried. */
    async account(): Promise<FrameAccount> {
      if (account) return account
      unlocking ??= unlock().finally(() => {
        unlocking = undefined
      })
      account = await unlocking
      return account
    },
    /** For the in-frame export only. */
    async revealSecret(): Promise<string> {
      const current = await this.account()
      const stored = await api.keys()
      if (!stored) throw new Error('This account has no wallet yet')
      const device =
        (await passkey?.open(vaultKey as string)) ?? (await vault.get(vaultKey as string))
      if (!device) throw new Error('This device holds no share')
      return secretFromShares(device, fromBase64Url(stored.authShare), current.address)
    },
    /**
     * The e-mail update moved the account to `to`. Shares are kept under the account, so this and
     * every other device still unlock; one kept under the old address (before issue 32) moves.
     */
    async moveTo(from: string, to: string): Promise<void> {
      if (vaultKey) await moveShare(from, vaultKey)
      email = to
    },
    forget() {
      account = undefined
      email = undefined
      social = undefined
      vaultKey = undefined
      userName = undefined
    },
  }
}

export type WalletSession = ReturnType<typeof walletSession>
