import { createCipheriv, createDecipheriv, hkdfSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { fromBase64Url, toBase64Url } from './base64url'
import { deviceVault } from './deviceVault'
import { memoryVaultStorage } from './memoryVaultStorage'
import type { PasskeyCeremony } from './passkeyCeremony'
import { openWithPasskey, passkeyVault, protectWithPasskey } from './passkeyVault'
import { asPasskeyWrappedShare, unwrapWithPasskey, wrapWithPasskey } from './passkeyWrap'

// The HKDF info as the README documents it (pinned here, not read from the module).
const INFO = 'latchkey/passkey-device-share/v1'
const random = (n: number) => crypto.getRandomValues(new Uint8Array(n))

function credential() {
  return { credentialId: toBase64Url(random(16)), prfSalt: random(32) }
}

/** The reference: HKDF-SHA256 (RFC 5869) and AES-256-GCM of Node's OpenSSL. */
function referenceKey(prfOutput: Uint8Array, prfSalt: Uint8Array) {
  return Buffer.from(hkdfSync('sha256', prfOutput, prfSalt, INFO, 32))
}

describe('the device share wrapped by a passkey PRF output (HKDF-SHA256, AES-256-GCM)', () => {
  it('opens with the same PRF output and credential, and with nothing else', async () => {
    const share = random(33)
    const prf = random(32)
    const cred = credential()
    const wrapped = await wrapWithPasskey(share, prf, cred)
    expect(wrapped.protection).toBe('passkey')
    expect(wrapped.credentialId).toBe(cred.credentialId)
    expect(fromBase64Url(wrapped.prfSalt)).toEqual(cred.prfSalt)
    expect(await unwrapWithPasskey(wrapped, prf, cred.credentialId)).toEqual(share)

    // Another PRF output (another passkey, another salt) fails: GCM authenticates.
    const other = Uint8Array.from(prf)
    other[0] = (other[0] as number) ^ 1
    await expect(unwrapWithPasskey(wrapped, other, cred.credentialId)).rejects.toThrow(
      'This passkey does not open the wallet on this device',
    )
    // Another credential answering is refused before anything is decrypted.
    await expect(unwrapWithPasskey(wrapped, prf, credential().credentialId)).rejects.toThrow(
      'This passkey does not protect this wallet',
    )
    // A record rewritten to name another credential fails too: the id is the additional data.
    const renamed = { ...wrapped, credentialId: credential().credentialId }
    await expect(unwrapWithPasskey(renamed, prf, renamed.credentialId)).rejects.toThrow(
      'This passkey does not open the wallet on this device',
    )
    // A changed salt derives another key.
    const salted = { ...wrapped, prfSalt: toBase64Url(random(32)) }
    await expect(unwrapWithPasskey(salted, prf, cred.credentialId)).rejects.toThrow(
      'This passkey does not open the wallet on this device',
    )
    // A PRF output of the wrong length is no key at all.
    await expect(wrapWithPasskey(share, random(16), cred)).rejects.toThrow(
      'The passkey gave no usable PRF output',
    )
  })

  it('our record opens with the reference HKDF and AES-GCM', async () => {
    const share = random(33)
    const prf = random(32)
    const cred = credential()
    const wrapped = await wrapWithPasskey(share, prf, cred)
    const sealed = fromBase64Url(wrapped.sealed)
    const decipher = createDecipheriv(
      'aes-256-gcm',
      referenceKey(prf, cred.prfSalt),
      fromBase64Url(wrapped.iv),
    )
    decipher.setAAD(fromBase64Url(cred.credentialId))
    decipher.setAuthTag(sealed.subarray(sealed.length - 16))
    const opened = Buffer.concat([
      decipher.update(sealed.subarray(0, sealed.length - 16)),
      decipher.final(),
    ])
    expect(new Uint8Array(opened)).toEqual(share)
  })

  it('a record sealed by the reference opens with ours', async () => {
    const share = random(33)
    const prf = random(32)
    const cred = credential()
    const iv = random(12)
    const cipher = createCipheriv('aes-256-gcm', referenceKey(prf, cred.prfSalt), iv)
    cipher.setAAD(fromBase64Url(cred.credentialId))
    const sealed = Buffer.concat([cipher.update(share), cipher.final(), cipher.getAuthTag()])
    const record = {
      protection: 'passkey' as const,
      credentialId: cred.credentialId,
      prfSalt: toBase64Url(cred.prfSalt),
      iv: toBase64Url(iv),
      sealed: toBase64Url(new Uint8Array(sealed)),
    }
    expect(await unwrapWithPasskey(record, prf, cred.credentialId)).toEqual(share)
  })

  it('reads back only well-formed records', () => {
    const good = {
      protection: 'passkey',
      credentialId: 'AQ',
      prfSalt: 'Ag',
      iv: 'Aw',
      sealed: 'BA',
    }
    expect(asPasskeyWrappedShare(good)).toEqual(good)
    expect(asPasskeyWrappedShare(undefined)).toBeUndefined()
    expect(asPasskeyWrappedShare({ ...good, protection: 'device' })).toBeUndefined()
    expect(asPasskeyWrappedShare({ ...good, iv: 7 })).toBeUndefined()
    expect(asPasskeyWrappedShare({ ...good, sealed: 'not base64url!' })).toBeUndefined()
  })
})

/** A ceremony whose authenticator answers a fixed PRF output for one credential. */
function fakeCeremony(credentialId: string, prfOutput: Uint8Array): PasskeyCeremony {
  return {
    available: () => true,
    create: async () => {
      throw new Error('not here')
    },
    evaluate: async (asked) => {
      expect(asked.credentialId).toBe(credentialId)
      return { credentialId, prfOutput: Uint8Array.from(prfOutput) }
    },
  }
}

describe('the passkey in place of the browser key', () => {
  it('moves the share under the passkey, keeps no PRF output, and opens it with the passkey', async () => {
    const storage = memoryVaultStorage()
    const devices = deviceVault(storage)
    const passkeys = passkeyVault(storage)
    const share = random(33)
    await devices.put('account:1', share)
    const cred = credential()
    const prf = random(32)
    const created = { ...cred, prfOutput: Uint8Array.from(prf) }
    await protectWithPasskey(devices, passkeys, 'account:1', created)

    // The browser-key copy is gone; what is stored is the wrapped record alone.
    expect(await devices.get('account:1')).toBeUndefined()
    expect([...storage.entries.keys()]).toEqual(['passkey-share:account:1'])
    // The PRF output handed in is wiped, and appears nowhere in storage.
    expect(created.prfOutput.every((byte) => byte === 0)).toBe(true)
    const stored = JSON.stringify(storage.entries.get('passkey-share:account:1'))
    for (const secret of [toBase64Url(prf), toBase64Url(share)])
      expect(stored).not.toContain(secret)

    expect(
      await openWithPasskey(passkeys, fakeCeremony(cred.credentialId, prf), 'account:1'),
    ).toEqual(share)
    // Another authenticator's output (the passkey was replaced) does not open it.
    await expect(
      openWithPasskey(passkeys, fakeCeremony(cred.credentialId, random(32)), 'account:1'),
    ).rejects.toThrow('This passkey does not open the wallet on this device')
    // No passkey record: nothing to open (the browser key's path applies).
    expect(
      await openWithPasskey(passkeys, fakeCeremony(cred.credentialId, prf), 'account:2'),
    ).toBeUndefined()
  })

  it('refuses to protect a share this device does not hold, and changes nothing', async () => {
    const storage = memoryVaultStorage()
    const created = { ...credential(), prfOutput: random(32) }
    await expect(
      protectWithPasskey(deviceVault(storage), passkeyVault(storage), 'account:1', created),
    ).rejects.toThrow('This device holds no share to protect')
    expect(storage.entries.size).toBe(0)
  })
})
