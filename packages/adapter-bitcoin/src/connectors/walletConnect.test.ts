import type { SharedSession, WalletConnectSession } from '@latchkey/walletconnect'
import { describe, expect, it } from 'vitest'
import { localBitcoin } from '../networks/presets'
import { walletConnectSource } from './walletConnect'

const network = localBitcoin({ esploraUrl: 'http://127.0.0.1:1' })
const ADDRESS = 'bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk'

/** The part of the core's shared session the view uses, answering requests as a wallet would. */
function fakeSession(answer: (method: string, params: unknown) => unknown) {
  const requests: { method: string; params: unknown; chain: string }[] = []
  const current = {
    namespaces: {
      bip122: {
        accounts: [`${network.caipNetworkId}:${ADDRESS}`],
        chains: [network.caipNetworkId],
      },
    },
    peer: { metadata: { name: 'Phone Wallet', icons: ['https://wallet.example/icon.png'] } },
  }
  const session = {
    current,
    pair: async () => {},
    restore: async () => current,
    request: async ({ method, params }: { method: string; params: unknown }, chain: string) => {
      requests.push({ method, params, chain })
      return answer(method, params)
    },
    subscribe: () => () => {},
    disconnect: async () => {},
    cancelPairing: () => {},
  } as unknown as WalletConnectSession
  const shared: SharedSession = {
    session,
    namespaces: () => ['eip155', 'bip122'],
    onNamespaces: () => () => {},
    release: () => {},
  }
  return { shared, requests }
}

async function connector(answer: (method: string, params: unknown) => unknown) {
  const { shared, requests } = fakeSession(answer)
  const source = walletConnectSource(() => shared)
  let found: Parameters<Parameters<typeof source.start>[0]>[0] = []
  source.start((list) => {
    found = list
  })
  const [wc] = found
  if (!wc) throw new Error('no connector')
  return { wc, requests }
}

describe('the bip122 view of the shared WalletConnect session', () => {
  it('is the one WalletConnect connector, listing every namespace of the session', async () => {
    const { wc } = await connector(() => undefined)
    expect(wc).toMatchObject({
      id: 'walletConnect',
      type: 'WALLET_CONNECT',
      chains: ['eip155', 'bip122'],
    })
    expect(await wc.signer.connect({ silent: true, caipNetwork: network })).toEqual([
      { address: ADDRESS, purpose: 'payment' },
    ])
    expect(wc.signer.peerWallet?.()).toEqual({
      name: 'Phone Wallet',
      icon: 'https://wallet.example/icon.png',
    })
  })

  it("asks signPsbt and signMessage with WalletConnect's bip122 parameters", async () => {
    const { wc, requests } = await connector((method) =>
      method === 'signPsbt' ? { psbt: 'c2lnbmVk' } : { address: ADDRESS, signature: 'abcd' },
    )
    const signed = await wc.signer.signPsbt({
      psbt: 'cHNidP8=',
      signInputs: { [ADDRESS]: [0, 2] },
      caipNetwork: network,
    })
    const signature = await wc.signer.signMessage({
      address: ADDRESS,
      message: 'hi',
      protocol: 'bip322',
      caipNetwork: network,
    })
    expect(signed).toBe('c2lnbmVk')
    // A hex signature (as some wallets answer) comes back base64.
    expect(signature).toBe('q80=')
    expect(requests).toEqual([
      {
        method: 'signPsbt',
        params: {
          account: ADDRESS,
          psbt: 'cHNidP8=',
          signInputs: [
            { address: ADDRESS, index: 0 },
            { address: ADDRESS, index: 2 },
          ],
          broadcast: false,
        },
        chain: network.caipNetworkId,
      },
      {
        method: 'signMessage',
        params: { account: ADDRESS, address: ADDRESS, message: 'hi', protocol: 'bip322' },
        chain: network.caipNetworkId,
      },
    ])
  })

  it('refuses an answer without the signed PSBT', async () => {
    const { wc } = await connector(() => ({}))
    await expect(
      wc.signer.signPsbt({
        psbt: 'cHNidP8=',
        signInputs: { [ADDRESS]: [0] },
        caipNetwork: network,
      }),
    ).rejects.toMatchObject({ code: -32603 })
  })
})
