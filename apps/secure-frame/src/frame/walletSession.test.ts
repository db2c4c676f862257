import { describe, expect, it } from 'vitest'
import { type DevicePasskey, WITHOUT_PASSKEY } from './devicePasskey'
import type { FrameApi } from './host/frameApi'
import { deviceVault } from './keys/deviceVault'
import { memoryVaultStorage } from './keys/memoryVaultStorage'
import { createWalletKeys } from './keys/walletKeys'
import type { Prompter } from './ui/prompts'
import { walletSession } from './walletSession'

const PASSWORD = 'correct horse battery staple'
const ACCOUNT_ID = '6f1c2a9e-1111-4222-8333-444455556666'

/** The server as the frame sees it: one account, its e-mail (which an update changes), its shares. */
function server(email: string) {
  const state = {
    email,
    keys: null as Awaited<ReturnType<FrameApi['keys']>>,
  }
  const api = {
    session: async () => ({ email: state.email, expiresAt: 0, accountId: ACCOUNT_ID }),
    keys: async () => state.keys,
    storeKeys: async (keys: NonNullable<typeof state.keys>) => {
      state.keys = keys
      return {}
    },
  } as unknown as FrameApi
  return { state, api }
}

/** A prompt that answers the recovery password and counts how often it was asked. */
function passwordPrompt() {
  const asked = { count: 0 }
  const prompt = (async () => {
    asked.count++
    return PASSWORD
  }) as unknown as Prompter
  return { asked, prompt }
}

describe("the frame's wallet session and the e-mail update (issue 32)", () => {
  it('keeps the device share under the account, so every device unlocks after an update', async () => {
    const { state, api } = server('old@example.com')
    const storageA = memoryVaultStorage()
    const storageB = memoryVaultStorage()
    const a = passwordPrompt()
    const b = passwordPrompt()
    const deviceA = walletSession(api, deviceVault(storageA), a.prompt)
    const deviceB = walletSession(api, deviceVault(storageB), b.prompt)

    // Device A creates the wallet, device B recovers it with the password once.
    const address = (await deviceA.account()).address
    expect((await deviceB.account()).address).toBe(address)
    expect([a.asked.count, b.asked.count]).toEqual([1, 1])
    for (const storage of [storageA, storageB])
      expect([...storage.entries.keys()]).toEqual([`device-share:account:${ACCOUNT_ID}`])

    // Device A moves the account to a new address; device B is not there.
    state.email = 'new@example.com'
    await deviceA.moveTo('old@example.com', 'new@example.com')
    deviceA.forget()
    deviceB.forget()

    // Both log in again with the new address and unlock without the password.
    expect((await deviceA.account()).address).toBe(address)
    expect((await deviceB.account()).address).toBe(address)
    expect([a.asked.count, b.asked.count]).toEqual([1, 1])
    expect(deviceB.email).toBe('new@example.com')
  })

  it('moves a share kept under the e-mail address to the account once it unlocks', async () => {
    const { state, api } = server('kept@example.com')
    const storage = memoryVaultStorage()
    const vault = deviceVault(storage)
    // A wallet made before issue 32 kept this device's share under the address.
    const created = await createWalletKeys(vault, 'kept@example.com', PASSWORD)
    state.keys = created.server
    const { asked, prompt } = passwordPrompt()
    const session = walletSession(api, vault, prompt)

    expect((await session.account()).address).toBe(created.account.address)
    expect(asked.count).toBe(0)
    expect([...storage.entries.keys()]).toEqual([`device-share:account:${ACCOUNT_ID}`])
    // From there on it unlocks under the account, whatever the address becomes.
    state.email = 'renamed@example.com'
    session.forget()
    expect((await session.account()).address).toBe(created.account.address)
    expect(asked.count).toBe(0)
  })

  it('a wrong share under the address is left alone and the password recovers', async () => {
    const { state, api } = server('mixed@example.com')
    const storage = memoryVaultStorage()
    const vault = deviceVault(storage)
    const created = await createWalletKeys(deviceVault(memoryVaultStorage()), 'x', PASSWORD)
    state.keys = created.server
    // Some other wallet's share under this address: it does not rebuild this wallet.
    await createWalletKeys(vault, 'mixed@example.com', 'another long password')
    const { asked, prompt } = passwordPrompt()
    const session = walletSession(api, vault, prompt)
    expect((await session.account()).address).toBe(created.account.address)
    expect(asked.count).toBe(1)
    expect(storage.entries.has(`device-share:account:${ACCOUNT_ID}`)).toBe(true)
  })

  it('a visitor going on without the passkey gives the recovery password, even with a browser-key share here', async () => {
    const { state, api } = server('guarded@example.com')
    const storage = memoryVaultStorage()
    const vault = deviceVault(storage)
    // A browser-key copy of the right share beside the passkey's record (a failed delete, or
    // one written by someone with the storage): it must not open the wallet without the passkey.
    const created = await createWalletKeys(vault, `account:${ACCOUNT_ID}`, PASSWORD)
    state.keys = created.server
    const recovered: string[] = []
    const passkey = {
      available: () => false,
      offer: async () => false,
      // The passkey protects this device; the visitor chose 'Use my recovery password'.
      unlock: async () => ({ problem: WITHOUT_PASSKEY }),
      recovered: async (key: string) => {
        recovered.push(key)
      },
      open: async () => undefined,
    } as unknown as DevicePasskey
    const { asked, prompt } = passwordPrompt()
    const session = walletSession(api, vault, prompt, passkey)
    expect((await session.account()).address).toBe(created.account.address)
    expect(asked.count).toBe(1)
    expect(recovered).toEqual([`account:${ACCOUNT_ID}`])
  })
})
