import { describe, expect, it } from 'vitest'
import { announceDevWallet, type DevWalletProviderDetail } from './announceDevWallet'
import { createDevWallet } from './createDevWallet'

const key = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const wallet = () =>
  createDevWallet({
    accounts: [key],
    chains: [{ id: 31337, name: 'Local', rpcUrl: 'http://127.0.0.1:1' }],
  })

function listen(target: EventTarget) {
  const details: DevWalletProviderDetail[] = []
  target.addEventListener('eip6963:announceProvider', (event) =>
    details.push((event as CustomEvent<DevWalletProviderDetail>).detail),
  )
  return details
}

describe('announceDevWallet()', () => {
  it('announces a frozen EIP-6963 detail at once and on every request', () => {
    const target = new EventTarget()
    const details = listen(target)
    const provider = wallet()
    const stop = announceDevWallet(provider, undefined, target)
    expect(details).toHaveLength(1)
    const [detail] = details
    expect(detail!.provider).toBe(provider)
    expect(detail!.info).toMatchObject({ name: 'Latchkey Dev Wallet', rdns: 'dev.latchkey.wallet' })
    expect(detail!.info.uuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    expect(detail!.info.icon).toMatch(/^data:image\/svg\+xml,/)
    expect(decodeURIComponent(detail!.info.icon)).toContain('<svg')
    expect(Object.isFrozen(detail)).toBe(true)
    expect(Object.isFrozen(detail!.info)).toBe(true)

    target.dispatchEvent(new Event('eip6963:requestProvider'))
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).toHaveLength(3)
    expect(new Set(details.map((d) => d.info.uuid)).size).toBe(1)

    stop()
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).toHaveLength(3)
  })

  it('uses custom info, keeps one uuid per provider and a new one for another provider', () => {
    const target = new EventTarget()
    const details = listen(target)
    const provider = wallet()
    announceDevWallet(provider, { name: 'Tester' }, target)()
    announceDevWallet(provider, undefined, target)()
    announceDevWallet(wallet(), undefined, target)()
    expect(details.map((d) => d.info.name)).toEqual([
      'Tester',
      'Latchkey Dev Wallet',
      'Latchkey Dev Wallet',
    ])
    expect(details[0]!.info.uuid).toBe(details[1]!.info.uuid)
    expect(details[2]!.info.uuid).not.toBe(details[0]!.info.uuid)
  })

  it('needs a target when there is no window', () => {
    expect(() => announceDevWallet(wallet())).toThrow(/needs a target EventTarget/)
  })
})
