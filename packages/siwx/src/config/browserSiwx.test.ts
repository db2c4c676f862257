import { createMemoryStorage } from '@latchkey/core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { parseMessage } from '../message/parseMessage'
import { browserSiwx } from './browserSiwx'
import { SiwxInvalidSignatureError } from './createSiwx'

const account = privateKeyToAccount(generatePrivateKey())
const NOW = Date.parse('2026-11-25T12:00:00.000Z')

function make(now = () => NOW, store = createMemoryStorage()) {
  return browserSiwx({
    domain: 'app.test',
    uri: 'https://app.test',
    statement: 'Sign in to the app',
    store,
    now,
    required: true,
    networks: ['eip155:1'],
  })
}

describe('browserSiwx', () => {
  it('writes a CAIP-122 message with a fresh nonce and a 24 h expiry', async () => {
    const siwx = make()
    const a = await siwx.createMessage({ accountAddress: account.address, chainId: 'eip155:1' })
    const b = await siwx.createMessage({ accountAddress: account.address, chainId: 'eip155:1' })
    expect(parseMessage(a.message)).toEqual(a.data)
    expect(a.data).toMatchObject({
      domain: 'app.test',
      statement: 'Sign in to the app',
      issuedAt: '2026-11-25T12:00:00.000Z',
      expirationTime: '2026-11-26T12:00:00.000Z',
    })
    expect(a.data.nonce).not.toBe(b.data.nonce)
    expect(siwx.getRequired?.()).toBe(true)
    expect(siwx.isNetworkSupported?.('eip155:1')).toBe(true)
    expect(siwx.isNetworkSupported?.('eip155:10')).toBe(false)
  })

  it('keeps a verified session in the browser until it expires; refuses a forged one', async () => {
    let now = NOW
    const store = createMemoryStorage()
    const siwx = make(() => now, store)
    const { data, message } = await siwx.createMessage({
      accountAddress: account.address,
      chainId: 'eip155:1',
    })
    const forged = await privateKeyToAccount(generatePrivateKey()).signMessage({ message })
    await expect(siwx.addSession({ data, message, signature: forged })).rejects.toBeInstanceOf(
      SiwxInvalidSignatureError,
    )
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
    const session = { data, message, signature: await account.signMessage({ message }) }
    await siwx.addSession(session)
    // The same browser after a reload: a new config over the same storage.
    expect(
      await make(() => now, store).getSessions('eip155:1', account.address.toLowerCase()),
    ).toEqual([session])
    expect(await siwx.getSessions('eip155:10', account.address)).toEqual([])
    now += 24 * 60 * 60_000
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
  })

  it('revokeSession forgets the account on the network', async () => {
    const siwx = make()
    const { data, message } = await siwx.createMessage({
      accountAddress: account.address,
      chainId: 'eip155:1',
    })
    await siwx.addSession({ data, message, signature: await account.signMessage({ message }) })
    await siwx.revokeSession('eip155:1', account.address)
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
  })
})
