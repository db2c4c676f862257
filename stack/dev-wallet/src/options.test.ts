import { describe, expect, it } from 'vitest'
import { createDevWallet } from './createDevWallet'
import { DevWalletOptionsError } from './options'
import type { CreateDevWalletParameters } from './types'

const key = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const chain = { id: 31337, name: 'Local', rpcUrl: 'http://127.0.0.1:1' }
const valid: CreateDevWalletParameters = { accounts: [key], chains: [chain] }

describe('createDevWallet() options', () => {
  it.each([
    ['no accounts', { accounts: [] }, 'accounts must list at least one private key'],
    ['a short key', { accounts: ['0x1234'] }, 'accounts[0] must be a private key'],
    [
      'a repeated key',
      { accounts: [key, key.toUpperCase().replace('0X', '0x')] },
      'accounts[1] repeats',
    ],
    ['no chains', { chains: [] }, 'chains must list at least one chain'],
    [
      'a bad chain id',
      { chains: [{ ...chain, id: 0 }] },
      'chains[0].id must be a positive integer',
    ],
    [
      'an empty name',
      { chains: [{ ...chain, name: '' }] },
      'chains[0].name must be a non-empty string',
    ],
    [
      'a bad rpc url',
      { chains: [{ ...chain, rpcUrl: 'localhost:8545' }] },
      'chains[0].rpcUrl must be an http(s) URL',
    ],
    ['repeated chains', { chains: [chain, chain] }, 'chains must not repeat a chain id'],
    ['an unknown start chain', { chainId: 1 }, 'chainId 1 is not one of the chains'],
    ['an unknown mode', { mode: 'yolo' }, "mode must be 'auto-approve' or 'manual'"],
    ['a non-function approve', { approve: true }, 'approve must be a function'],
    [
      'a zero polling interval',
      { pollingInterval: 0 },
      'pollingInterval must be a positive number',
    ],
  ])('refuses %s', (_, overrides, message) => {
    const create = () => createDevWallet({ ...valid, ...(overrides as object) })
    expect(create).toThrow(DevWalletOptionsError)
    expect(create).toThrow(message)
  })

  it('starts disconnected on the first chain with the default info', async () => {
    const provider = createDevWallet(valid)
    expect(provider.getState()).toEqual({
      connected: false,
      accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
      chainId: 31337,
      chains: [chain],
    })
    expect(provider.info.name).toBe('Latchkey Dev Wallet')
    expect(provider.isLatchkeyDevWallet).toBe(true)
    expect(provider.approvals.mode).toBe('auto-approve')
    expect(Object.isFrozen(provider)).toBe(true)
  })
})
