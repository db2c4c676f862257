import { bytesToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { fromBase64Url } from './base64url'
import { deviceVault } from './deviceVault'
import { memoryVaultStorage } from './memoryVaultStorage'
import { openRecoveryShare } from './recoverySeal'
import { combineShares, splitSecret } from './shares'
import {
  createWalletKeys,
  recoverOnNewDevice,
  secretFromShares,
  unlockOnDevice,
} from './walletKeys'

const PASSWORD = 'correct horse battery staple'

describe('Shamir 2-of-3 shares', () => {
  it('any two shares rebuild the secret', async () => {
    const secret = crypto.getRandomValues(new Uint8Array(32))
    const { device, auth, recovery } = await splitSecret(secret)
    for (const [a, b] of [
      [device, auth],
      [auth, recovery],
      [device, recovery],
    ] as const)
      expect(await combineShares(a, b)).toEqual(secret)
  })

  it('one share alone reveals nothing usable', async () => {
    const secret = crypto.getRandomValues(new Uint8Array(32))
    const address = privateKeyToAccount(bytesToHex(secret)).address
    const shares = await splitSecret(secret)
    for (const share of [shares.device, shares.auth, shares.recovery]) {
      // Not the secret, nor does it hold the secret's bytes in order.
      expect(bytesToHex(share)).not.toContain(bytesToHex(secret).slice(2))
      // Paired with any forged share it rebuilds some other key, never this wallet.
      const forged = (await splitSecret(crypto.getRandomValues(new Uint8Array(32)))).auth
      await expect(secretFromShares(share, forged, address)).rejects.toThrow(
        'The shares do not belong to this wallet',
      )
    }
    // Two splits of one secret give unrelated shares: a share carries no fixed trace of it.
    const again = await splitSecret(secret)
    expect(again.device).not.toEqual(shares.device)
  })
})

describe('wallet keys in the frame', () => {
  it('a new wallet unlocks on its device with the server share, and the secret is stored nowhere whole', async () => {
    const storage = memoryVaultStorage()
    const vault = deviceVault(storage)
    const { account, server } = await createWalletKeys(vault, 'ada@example.com', PASSWORD)
    expect(server.address).toBe(account.address)
    const again = await unlockOnDevice(vault, 'ada@example.com', server)
    expect(again?.address).toBe(account.address)

    // The profile's storage holds a ciphertext under a key script cannot read out.
    const [stored] = [...storage.entries.values()] as [{ key: CryptoKey; sealed: Uint8Array }]
    expect(stored.key.extractable).toBe(false)
    await expect(crypto.subtle.exportKey('raw', stored.key)).rejects.toThrow()
    // The server's part: the auth share and a sealed recovery share, which it cannot open.
    await expect(openRecoveryShare(server.recoveryBlob, 'not the password')).rejects.toThrow(
      'Wrong recovery password',
    )
    const secret = await secretFromShares(
      (await vault.get('ada@example.com')) as Uint8Array,
      fromBase64Url(server.authShare),
      server.address,
    )
    for (const text of [JSON.stringify(server), bytesToHex(stored.sealed)])
      expect(text).not.toContain(secret.slice(2))
  })

  it('recovery on a second profile gives the same address, and then unlocks there without it', async () => {
    const first = deviceVault(memoryVaultStorage())
    const { server } = await createWalletKeys(first, 'bo@example.com', PASSWORD)
    const second = deviceVault(memoryVaultStorage())
    expect(await unlockOnDevice(second, 'bo@example.com', server)).toBeUndefined()
    await expect(
      recoverOnNewDevice(second, 'bo@example.com', server, 'wrong password!'),
    ).rejects.toThrow('Wrong recovery password')
    const recovered = await recoverOnNewDevice(second, 'bo@example.com', server, PASSWORD)
    expect(recovered.address).toBe(server.address)
    expect((await unlockOnDevice(second, 'bo@example.com', server))?.address).toBe(server.address)
  })

  it('signs with the rebuilt key (personal_sign, typed data)', async () => {
    const vault = deviceVault(memoryVaultStorage())
    const { account, server } = await createWalletKeys(vault, 'cy@example.com', PASSWORD)
    const unlocked = (await unlockOnDevice(vault, 'cy@example.com', server)) as typeof account
    expect(await unlocked.signMessage({ message: 'hello' })).toBe(
      await account.signMessage({ message: 'hello' }),
    )
  })

  it('refuses a recovery password shorter than 10 characters', async () => {
    await expect(createWalletKeys(deviceVault(memoryVaultStorage()), 'x', 'short')).rejects.toThrow(
      'at least 10 characters',
    )
  })
})
