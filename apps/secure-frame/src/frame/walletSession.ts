import type { FrameApi } from './host/frameApi'
import { fromBase64Url } from './keys/base64url'
import type { DeviceVault } from './keys/deviceVault'
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
export function walletSession(api: FrameApi, vault: DeviceVault, prompt: Prompter) {
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
    // E-mail accounts keep their device share under the address; social ones under the account.
    vaultKey = session.email || `account:${session.accountId}`
    userName = session.userName ?? session.social?.username
    const stored = await api.keys()
    if (!stored) {
      const password = await prompt(recoveryPasswordForm('create'))
      const created = await createWalletKeys(vault, vaultKey, password)
      await api.storeKeys(created.server)
      return created.account
    }
    const here = await unlockOnDevice(vault, vaultKey, stored).catch(() => undefined)
    if (here) return here
    let problem: string | undefined
    for (;;) {
      const password = await prompt(recoveryPasswordForm('enter', problem))
      try {
        return await recoverOnNewDevice(vault, vaultKey, stored, password)
      } catch (error) {
        problem = error instanceof Error ? error.message : 'Wrong recovery password'
      }
    }
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
      const device = await vault.get(vaultKey as string)
      if (!device) throw new Error('This device holds no share')
      return secretFromShares(device, fromBase64Url(stored.authShare), current.address)
    },
    /** The e-mail update moved the account: this device's share follows it to the new address. */
    async moveTo(from: string, to: string): Promise<void> {
      const share = await vault.get(from)
      if (share) {
        await vault.put(to, share)
        share.fill(0)
        await vault.delete(from)
      }
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
