import {
  arbitrum,
  connectEvm,
  createTestCore,
  EVM_ADDRESS,
  ethereum,
  SOL_ADDRESS,
  solana,
} from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'
import * as Connection from '../../controllers/ConnectionController'
import * as Options from '../../controllers/OptionsController'
import * as Router from '../../controllers/RouterController'
import * as Snack from '../../controllers/SnackController'

// The field's (AppKit 1.8) instance methods that apps call, in its shapes (issue 33).
describe("the field's instance methods", () => {
  it('getAddress and getCaipAddress read the account of a namespace', async () => {
    const t = createTestCore()
    expect(t.core.getAddress()).toBeUndefined()
    expect(t.core.getCaipAddress()).toBeUndefined()
    await connectEvm(t)
    expect(t.core.getAddress()).toBe(EVM_ADDRESS)
    expect(t.core.getAddress('eip155')).toBe(EVM_ADDRESS)
    expect(t.core.getCaipAddress()).toBe(`eip155:1:${EVM_ADDRESS}`)
    expect(t.core.getAddress('solana')).toBeUndefined()
    expect(t.core.getCaipAddress('solana')).toBeUndefined()
    await Connection.connect(t.ctx, { connectorId: t.solWallet.id, namespace: 'solana' })
    expect(t.core.getCaipAddress('solana')).toBe(`${solana.caipNetworkId}:${SOL_ADDRESS}`)
  })

  it('getCaipNetworks lists the requested networks, of a namespace or all, as frozen copies', () => {
    const t = createTestCore()
    const all = t.core.getCaipNetworks()
    expect(all.map((n) => n.caipNetworkId)).toEqual([
      'eip155:1',
      'eip155:10',
      'eip155:11155111',
      solana.caipNetworkId,
    ])
    expect(t.core.getCaipNetworks('eip155').map((n) => n.id)).toEqual([1, 10, 11155111])
    expect(t.core.getCaipNetworks('solana')).toEqual([solana])
    expect(Object.isFrozen(all[0])).toBe(true)
    expect(all[0]).not.toBe(ethereum)
    t.core.addNetwork(arbitrum)
    expect(t.core.getCaipNetworks('eip155').map((n) => n.id)).toEqual([1, 10, 11155111, 42161])
  })

  it('getCaipNetwork takes the field’s (namespace, id) and falls back to the current one', async () => {
    const t = createTestCore()
    expect(t.core.getCaipNetwork('eip155', 10)?.caipNetworkId).toBe('eip155:10')
    expect(t.core.getCaipNetwork('eip155', 999)?.caipNetworkId).toBe('eip155:1')
    expect(t.core.getCaipNetwork('solana')?.caipNetworkId).toBe(solana.caipNetworkId)
  })

  it('isOpen follows the modal', async () => {
    const t = createTestCore()
    expect(t.core.isOpen()).toBe(false)
    await t.core.open()
    expect(t.core.isOpen()).toBe(true)
    t.core.close()
    expect(t.core.isOpen()).toBe(false)
  })

  it('isTransactionStackEmpty is false while a transaction view waits for the wallet', () => {
    const t = createTestCore()
    expect(t.core.isTransactionStackEmpty()).toBe(true)
    Router.pushTransactionStack(t.ctx, {})
    expect(t.core.isTransactionStackEmpty()).toBe(false)
    Router.popTransactionStack(t.ctx, 'cancel')
    expect(t.core.isTransactionStackEmpty()).toBe(true)
  })

  it('getThemeVariables returns our names, also for the field’s --w3m-* ones', () => {
    const t = createTestCore({ themeVariables: { '--w3m-accent': '#ff0066' } })
    expect(t.core.getThemeVariables()).toEqual({ '--lk-accent': '#ff0066' })
    t.core.setThemeVariables({ '--lk-border-radius-master': '2px' })
    expect(t.core.getThemeVariables()).toMatchObject({ '--lk-border-radius-master': '2px' })
    expect(Object.isFrozen(t.core.getThemeVariables())).toBe(true)
  })

  it('updateFeatures turns features on and off; a wrong name or value changes nothing', async () => {
    const t = createTestCore()
    expect(Options.isFeatureOn(t.ctx, 'send')).toBe(true)
    expect(Options.isFeatureOn(t.ctx, 'legalCheckbox')).toBe(false)
    await t.core.updateFeatures({ send: false, legalCheckbox: true })
    expect(Options.isFeatureOn(t.ctx, 'send')).toBe(false)
    expect(Options.isFeatureOn(t.ctx, 'legalCheckbox')).toBe(true)
    await expect(t.core.updateFeatures({ send: true, teleport: true } as never)).rejects.toThrow()
    await expect(t.core.updateFeatures({ send: 'yes' } as never)).rejects.toThrow()
    expect(Options.isFeatureOn(t.ctx, 'send')).toBe(false)
  })

  it("showErrorMessage and showSuccessMessage show the toast, the host's text as given", async () => {
    const t = createTestCore()
    t.core.showErrorMessage('Could not save')
    await Promise.resolve()
    expect(Snack.state(t.ctx)).toMatchObject({
      open: true,
      message: { text: 'Could not save' },
      variant: 'error',
    })
    t.core.showSuccessMessage('Saved')
    t.clock.advance(150)
    await Promise.resolve()
    expect(Snack.state(t.ctx)).toMatchObject({ message: { text: 'Saved' }, variant: 'success' })
  })

  it('addNetwork and removeNetwork take the field’s (namespace, …) arguments too', () => {
    const t = createTestCore()
    t.core.addNetwork('eip155', arbitrum)
    expect(t.core.getCaipNetworks('eip155').map((n) => n.id)).toContain(42161)
    t.core.removeNetwork('eip155', 42161)
    expect(t.core.getCaipNetworks('eip155').map((n) => n.id)).toEqual([1, 10, 11155111])
    t.core.removeNetwork('eip155:10')
    expect(t.core.getCaipNetworks('eip155').map((n) => n.id)).toEqual([1, 11155111])
  })
})
