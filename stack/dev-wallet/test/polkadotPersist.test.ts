import { describe, expect, it } from 'vitest'
import { createPolkadotDevExtension } from '../src/polkadot'

// //Alice and //Bob in the generic Substrate format (ss58 42).
const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const BOB = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'
const ORIGIN = 'Latchkey demo'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

const extensionWith = (persist: ReturnType<typeof memoryStorage>) =>
  createPolkadotDevExtension({ accounts: ['//Alice', '//Bob'], mode: 'auto-approve', persist })

const shared = async (extension: Awaited<ReturnType<typeof extensionWith>>) =>
  (await (await extension.enable(ORIGIN)).accounts.get()).map((a) => a.address)

describe('the Polkadot dev extension across page loads (issue 36)', () => {
  it('shares every account until the visitor chooses, then what they chose, after a reload too', async () => {
    const storage = memoryStorage()
    const first = await extensionWith(storage)
    expect(await shared(first)).toEqual([ALICE, BOB])
    first.share([BOB])
    expect(await shared(first)).toEqual([BOB])

    const reloaded = await extensionWith(storage)
    expect(await shared(reloaded)).toEqual([BOB])
    reloaded.share([])
    expect(await shared(await extensionWith(storage))).toEqual([])
  })

  it('reads a stored choice that is not a list of addresses as every account', async () => {
    const storage = memoryStorage()
    storage.setItem('latchkey-dev-polkadot-shared', '{not json')
    expect(await shared(await extensionWith(storage))).toEqual([ALICE, BOB])
    storage.setItem('latchkey-dev-polkadot-shared', '{"a":1}')
    expect(await shared(await extensionWith(storage))).toEqual([ALICE, BOB])
  })
})
