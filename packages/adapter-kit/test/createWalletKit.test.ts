import { systemClock } from '@latchkey/core'
import { describe, expect, it } from 'vitest'
import { createWalletKit } from '../src/walletKit/createWalletKit'
import { standardWalletSource } from '../src/walletKit/standardWalletSource'
import type { KitAccounts, KitSigner, SignerChange } from '../src/walletKit/WalletKit'
import { createWalletRegistry } from './walletRegistry'

interface FakeWallet {
  name: string
  icon: string
  chains: string[]
}

/** A wallet granting `accounts`, whose own account changes the test drives. */
function fakeSigner(accounts: string[]) {
  let listener: ((change: SignerChange<string>) => void) | undefined
  const signer: KitSigner<string> = {
    connect: async () => [...accounts],
    disconnect: async () => {},
    watch(next) {
      listener = next
      return () => {
        listener = undefined
      }
    },
  }
  return { signer, change: (change: SignerChange<string>) => listener?.(change) }
}

const ADDRESSES: KitAccounts<string> = {
  address: ([first]) => first,
  entries: (list) => list.map((address) => ({ address, type: 'eoa' })),
  defaultCaipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
}

function kitWith(wallet: FakeWallet, signer: KitSigner<string>) {
  const registry = createWalletRegistry<FakeWallet>()
  const unregister = registry.register(wallet)
  const kit = createWalletKit({
    namespace: 'solana',
    walletLabel: 'Solana',
    networks: undefined,
    sources: [
      standardWalletSource({
        registry: () => registry,
        accepts: (w: FakeWallet) => w.chains.some((chain) => chain.startsWith('solana:')),
        signer: () => signer,
      }),
    ],
    accounts: ADDRESSES,
    clock: systemClock,
    discoveryTimeoutMs: 0,
    walletConnect: () => {
      throw new Error('no WalletConnect here')
    },
  })
  const adapter = kit.adapter({})
  adapter.syncConnectors()
  return { adapter, kit, unregister }
}

const WALLET = { name: 'Fake', icon: 'data:image/svg+xml,<svg/>', chains: ['solana:devnet'] }

describe('the wallet kit', () => {
  it('lists accepted Wallet Standard wallets by name, and drops one that leaves', () => {
    const { adapter, unregister } = kitWith(WALLET, fakeSigner(['A']).signer)
    expect(adapter.getConnectors()).toEqual([
      {
        id: 'Fake',
        name: 'Fake',
        type: 'ANNOUNCED',
        imageUrl: 'data:image/svg+xml,<svg/>',
        installed: true,
        chain: 'solana',
      },
    ])
    unregister()
    expect(adapter.getConnectors()).toEqual([])
  })

  it('ignores a wallet of another namespace', () => {
    const { adapter } = kitWith({ ...WALLET, chains: ['bitcoin:mainnet'] }, fakeSigner([]).signer)
    expect(adapter.getConnectors()).toEqual([])
  })

  it('connects the first account, forwards the wallet changes, and a withdrawn grant disconnects', async () => {
    const wallet = fakeSigner(['A', 'B'])
    const { adapter } = kitWith(WALLET, wallet.signer)
    const events: unknown[] = []
    adapter.on('accountsChanged', (e) => events.push(['accounts', e.address]))
    adapter.on('disconnect', (e) => events.push(['disconnect', e.connectorId]))
    await expect(adapter.connect({ connectorId: 'Fake' })).resolves.toEqual({
      address: 'A',
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      connectorId: 'Fake',
      accounts: [
        { address: 'A', type: 'eoa' },
        { address: 'B', type: 'eoa' },
      ],
    })
    wallet.change({ accounts: ['B'] })
    wallet.change({ accounts: ['B'] })
    wallet.change({ accounts: [] })
    expect(events).toEqual([
      ['accounts', 'B'],
      ['disconnect', 'Fake'],
    ])
  })

  it('rejects an unknown connector with the catalogue text and connects nothing', async () => {
    const { adapter, kit } = kitWith(WALLET, fakeSigner(['A']).signer)
    await expect(adapter.connect({ connectorId: 'Nope' })).rejects.toThrow('Unknown error')
    expect(kit.context.active).toBeUndefined()
  })

  it('a wallet granting no account is the §8 text', async () => {
    const { adapter } = kitWith(WALLET, fakeSigner([]).signer)
    await expect(adapter.connect({ connectorId: 'Fake' })).rejects.toThrow(
      'No ActiveCaipAddress found',
    )
  })
})
