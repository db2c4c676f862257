import { fromBase58, type SiwxMessageData } from '@latchkey/core'
import { createSolanaDevWallet } from '@latchkey/dev-wallet'
import { createWalletRegistry } from '@latchkey/test-fakes'
import { ed25519 } from '@noble/curves/ed25519'
import { Keypair } from '@solana/web3.js'
import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { signInInput } from '../src/actions/signIn'
import { localSolana } from '../src/networks/presets'
import { solanaAdapter } from '../src/solanaAdapter'

const key = Keypair.generate()
const address = key.publicKey.toBase58()
const network = localSolana({
  rpcUrl: 'http://127.0.0.1:1',
  genesisHash: '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZ',
})
const data: SiwxMessageData = {
  domain: 'app.test',
  accountAddress: address,
  uri: 'https://app.test',
  version: '1',
  chainId: 'solana:4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZ',
  nonce: 'abcdefgh1',
  issuedAt: '2026-11-29T00:00:00.000Z',
}

async function connected(wallet: Wallet) {
  const registry = createWalletRegistry<Wallet>()
  registry.register(wallet)
  const adapter = solanaAdapter({ networks: [network], wallets: registry })
  adapter.syncConnectors()
  await adapter.connect({ connectorId: wallet.name, caipNetwork: network })
  return adapter
}
const devWallet = () =>
  createSolanaDevWallet({
    secretKeys: [key.secretKey],
    chains: [{ chain: 'solana:localnet', rpcUrl: 'http://127.0.0.1:1' }],
  })

describe('signIn (Wallet Standard solana:signIn)', () => {
  it('builds the input from the sign-in data, the chain as the SIWS cluster', () => {
    expect(
      signInInput({ data: { ...data, requestId: 'r-1', resources: ['https://a.test/x'] } }),
    ).toEqual({
      domain: 'app.test',
      address,
      uri: 'https://app.test',
      version: '1',
      chainId: 'localnet',
      nonce: 'abcdefgh1',
      issuedAt: '2026-11-29T00:00:00.000Z',
      requestId: 'r-1',
      resources: ['https://a.test/x'],
    })
    const mainnet = { ...data, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const }
    expect(signInInput({ data: mainnet }).chainId).toBe('mainnet')
  })

  it("answers the wallet's own text and its signature", async () => {
    const adapter = await connected(devWallet().wallet)
    const result = await adapter.signIn({ data, address, caipNetwork: network })
    expect(result?.message).toBe(
      `app.test wants you to sign in with your Solana account:\n${address}\n\nURI: https://app.test\nVersion: 1\nChain ID: localnet\nNonce: abcdefgh1\nIssued At: 2026-11-29T00:00:00.000Z`,
    )
    const signature = fromBase58(result?.signature ?? '') ?? new Uint8Array()
    const message = new TextEncoder().encode(result?.message)
    expect(ed25519.verify(signature, message, key.publicKey.toBytes())).toBe(true)
    adapter.destroy()
  })

  it('is undefined for a wallet without solana:signIn (the flow then signs the CAIP-122 text)', async () => {
    const { wallet } = devWallet()
    const { 'solana:signIn': _, ...features } = wallet.features
    const adapter = await connected({ ...wallet, features, accounts: wallet.accounts } as Wallet)
    expect(await adapter.signIn({ data, address, caipNetwork: network })).toBeUndefined()
    adapter.destroy()
  })
})
