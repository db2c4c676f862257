import type { SharedSession, WalletConnectSession } from '@latchkey/walletconnect'
import { describe, expect, it } from 'vitest'
import { localPolkadot } from '../networks/presets'
import { walletConnectView } from './walletConnectView'

const NETWORK = localPolkadot('ws://127.0.0.1:1')
const ALICE = 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F'

/** A session the wallet approved for the local chain, answering every request with `answer`. */
function fakeSession(answer: unknown, icons: unknown[] = ['https://wallet.example/icon.png']) {
  const requests: { method: string; params?: unknown; chain: string }[] = []
  let paired = false
  const approved = {
    namespaces: {
      polkadot: {
        chains: [NETWORK.caipNetworkId],
        accounts: [`${NETWORK.caipNetworkId}:${ALICE}`, `${NETWORK.caipNetworkId}:${ALICE}`],
        methods: ['polkadot_signTransaction', 'polkadot_signMessage'],
      },
    },
    peer: { metadata: { name: 'Phone wallet', icons } },
  }
  const session = {
    get current() {
      return paired ? approved : undefined
    },
    async pair() {
      paired = true
    },
    async restore() {
      return paired ? approved : undefined
    },
    async request(args: { method: string; params?: unknown }, chain: string) {
      requests.push({ ...args, chain })
      return answer
    },
    async disconnect() {
      paired = false
    },
    cancelPairing() {},
  } as unknown as WalletConnectSession
  const shared: SharedSession = {
    session,
    namespaces: () => ['eip155', 'polkadot'],
    onNamespaces: () => () => {},
    release() {},
  }
  return { shared, requests }
}

describe('the polkadot view of the shared WalletConnect session', () => {
  it('connects with the session polkadot accounts and names the wallet', async () => {
    const { shared } = fakeSession({})
    const view = walletConnectView(
      () => shared,
      () => {},
    )
    expect(await view.restore({ appName: 'app', caipNetwork: NETWORK })).toBeUndefined()
    const wallet = await view.open({ appName: 'app', caipNetwork: NETWORK })
    expect(await wallet.accounts()).toEqual([{ address: ALICE }])
    expect(wallet.peer).toEqual({ name: 'Phone wallet', icon: 'https://wallet.example/icon.png' })
    expect(view.chains).toEqual(['eip155', 'polkadot'])
  })

  it("names the wallet with its first https icon only, as every namespace's view does", async () => {
    const { shared } = fakeSession({}, ['javascript:alert(1)', ' https://wallet.example/b.png '])
    const view = walletConnectView(
      () => shared,
      () => {},
    )
    const wallet = await view.open({ appName: 'app', caipNetwork: NETWORK })
    expect(wallet.peer).toEqual({ name: 'Phone wallet', icon: 'https://wallet.example/b.png' })
  })

  it('signs transactions with polkadot_signTransaction on the payload chain', async () => {
    const { shared, requests } = fakeSession({ id: 7, signature: '0x01' })
    const view = walletConnectView(
      () => shared,
      () => {},
    )
    const { signer } = await view.open({ appName: 'app', caipNetwork: NETWORK })
    const payload = { address: ALICE, genesisHash: `0x${'45'.repeat(32)}`, method: '0x0403' }
    const result = await signer.signPayload?.(payload as never)
    expect(result?.signature).toBe('0x01')
    expect(requests).toEqual([
      {
        method: 'polkadot_signTransaction',
        params: { address: ALICE, transactionPayload: payload },
        chain: NETWORK.caipNetworkId,
      },
    ])
  })

  it('signs messages with polkadot_signMessage, and refuses an answer without a signature', async () => {
    const { shared, requests } = fakeSession({ id: 1, signature: '0xsig' })
    const view = walletConnectView(
      () => shared,
      () => {},
    )
    const { signer } = await view.open({ appName: 'app', caipNetwork: NETWORK })
    const raw = { address: ALICE, data: '0x6869', type: 'bytes' as const }
    expect((await signer.signRaw?.(raw))?.signature).toBe('0xsig')
    expect(requests[0]).toEqual({
      method: 'polkadot_signMessage',
      params: { address: ALICE, message: '0x6869' },
      chain: NETWORK.caipNetworkId,
    })
    const silent = fakeSession({ id: 1 })
    const other = walletConnectView(
      () => silent.shared,
      () => {},
    )
    const { signer: mute } = await other.open({ appName: 'app', caipNetwork: NETWORK })
    await expect(mute.signPayload?.({ address: ALICE } as never)).rejects.toThrow(
      'The wallet sent no signature',
    )
  })
})
