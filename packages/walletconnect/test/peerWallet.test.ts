import { describe, expect, it } from 'vitest'
import { peerWallet } from '../src/peerWallet'
import { sessionKitSigner } from '../src/sessionSigner'
import type { WalletConnectSession } from '../src/walletConnectSession'

const session = (metadata: unknown) => ({ peer: { publicKey: 'ab', metadata } })

describe('peerWallet: the wallet at the other end of a WalletConnect session', () => {
  it('takes the peer’s name and its first https icon', () => {
    expect(
      peerWallet(
        session({
          name: ' Rainbow ',
          url: 'https://rainbow.me',
          icons: ['http://rainbow.test/a.png', 'javascript:alert(1)', 'https://rainbow.test/b.png'],
        }),
      ),
    ).toEqual({ name: 'Rainbow', icon: 'https://rainbow.test/b.png' })
  })

  it('gives a name alone when no icon is https, and nothing without a name or a session', () => {
    expect(peerWallet(session({ name: 'R', icons: ['data:image/png;base64,AA=='] }))).toEqual({
      name: 'R',
    })
    expect(peerWallet(session({ name: 'R', icons: 'https://x.test/i.png' }))).toEqual({ name: 'R' })
    expect(peerWallet(session({ name: '  ', icons: [] }))).toBeUndefined()
    expect(peerWallet(session({ name: 42 }))).toBeUndefined()
    expect(peerWallet(undefined)).toBeUndefined()
  })
})

describe("a namespace signer's peer wallet (sessionKitSigner)", () => {
  const signerOver = (metadata: unknown) =>
    sessionKitSigner(
      () => ({ current: session(metadata) }) as unknown as WalletConnectSession,
      'solana',
      (addresses) => addresses,
    )

  it('reads the session with the same rules: trimmed https icon, no name of another type', () => {
    expect(
      signerOver({ name: 'Rainbow', icons: [' https://rainbow.test/b.png '] }).peerWallet?.(),
    ).toEqual({ name: 'Rainbow', icon: 'https://rainbow.test/b.png' })
    expect(signerOver({ name: 42, icons: [] }).peerWallet?.()).toBeUndefined()
  })
})
