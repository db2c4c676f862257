import { ALERTS } from '@latchkey/core'
import { createTestCore } from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'
import {
  getSocials,
  getWalletFeatureOrder,
  PROVIDERLESS_NOTE,
  providerRelayUrl,
  resolveServiceUrls,
} from '../../src'
import * as Alert from '../../src/controllers/AlertController'
import * as Options from '../../src/controllers/OptionsController'
import * as Theme from '../../src/controllers/ThemeController'
import { createLegacySiwe, createMemorySiwx } from '../helpers/siwx'

// A host that runs a provider: creating the core makes no request to it.
const withProvider = { apiUrl: 'http://127.0.0.1:4400' }

describe('options defaults (SPEC §9)', () => {
  it('switches the §9 features on and off by default', () => {
    const { features } = Options.state(createTestCore(withProvider).ctx)
    for (const on of [
      'swaps',
      'onramp',
      'receive',
      'send',
      'email',
      'emailShowWallets',
      'history',
      'analytics',
      'allWallets',
    ] as const)
      expect(features[on]).toBe(true)
    for (const off of ['legalCheckbox', 'smartSessions', 'collapseWallets'] as const)
      expect(features[off]).toBe(false)
  })

  it('lets the host override single features', () => {
    const { features } = Options.state(
      createTestCore({
        ...withProvider,
        features: { swaps: false, legalCheckbox: true },
      }).ctx,
    )
    expect(features.swaps).toBe(false)
    expect(features.legalCheckbox).toBe(true)
    expect(features.onramp).toBe(true)
  })

  it('without a provider, hides what needs one unless the host switches it on itself', () => {
    const t = createTestCore({ features: { history: true } })
    const { features } = Options.state(t.ctx)
    for (const off of ['swaps', 'onramp', 'email', 'analytics'] as const)
      expect(features[off]).toBe(false)
    expect(features.history).toBe(true)
    expect(features.send).toBe(true)
    expect(features.receive).toBe(true)
    expect(getWalletFeatureOrder(Options.state(t.ctx))).toEqual(['receive', 'send'])
  })

  it('offers the default socials, or none when switched off', () => {
    expect(Options.state(createTestCore().ctx).socials).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
    expect(getSocials(createTestCore({ features: { socials: false } }).ctx)).toEqual([])
  })
})

describe('theme mode (SPEC §5)', () => {
  it('accepts light and dark', () => {
    const t = createTestCore({ themeMode: 'light' })
    expect(t.core.getThemeMode()).toBe('light')
    t.core.setThemeMode('dark')
    expect(Theme.state(t.ctx).themeMode).toBe('dark')
  })

  it('refuses any other mode and changes nothing', () => {
    const t = createTestCore({ themeMode: 'light' })
    expect(() => t.core.setThemeMode('sepia' as never)).toThrowError(
      expect.objectContaining({
        code: 'UNKNOWN_ERROR',
        details: expect.objectContaining({ field: 'themeMode', value: 'sepia' }),
      }),
    )
    expect(Theme.state(t.ctx).themeMode).toBe('light')
    expect(() => createTestCore({ themeMode: 'blue' as never })).toThrow()
  })

  it('merges theme variables and notifies subscribers', async () => {
    const t = createTestCore({ themeVariables: { '--lk-accent': '#f00' } })
    const seen: unknown[] = []
    t.core.subscribeTheme((theme) => seen.push(theme.themeVariables))
    t.core.setThemeVariables({ '--lk-border-radius-master': '4px' })
    await Promise.resolve()
    // The current variables first (every subscribe* hears the value it starts from), then the change.
    expect(seen).toEqual([
      { '--lk-accent': '#f00' },
      { '--lk-accent': '#f00', '--lk-border-radius-master': '4px' },
    ])
  })
})

describe("the field's --w3m-* theme variables", () => {
  it('set ours, and each one without a counterpart is told once in development', () => {
    const t = createTestCore({
      themeVariables: { '--w3m-accent': '#ff0066', '--w3m-color-mix': '#000' },
    })
    expect(Theme.state(t.ctx).themeVariables).toEqual({ '--lk-accent': '#ff0066' })
    t.core.setThemeVariables({ '--w3m-border-radius-master': '2px', '--w3m-color-mix': '#111' })
    expect(Theme.state(t.ctx).themeVariables).toEqual({
      '--lk-accent': '#ff0066',
      '--lk-border-radius-master': '2px',
    })
    const told = t.logger.warnings.flat().filter((w) => String(w).includes('--w3m-color-mix'))
    expect(told).toHaveLength(1)
    expect(String(told[0])).toContain('not one the modal uses')
  })
})

describe('sign-in options (SPEC §5)', () => {
  it("refuses siweConfig together with siwx: 'Cannot set both siweConfig and siwx options'", () => {
    expect(() =>
      createTestCore({ siwx: createMemorySiwx(), siweConfig: createLegacySiwe() }),
    ).toThrow('Cannot set both siweConfig and siwx options')
  })
})

describe('zero-configuration start', () => {
  it('shows no alert without a provider and project, and says once what apiUrl turns on', () => {
    const t = createTestCore({ projectId: '' })
    expect(Alert.state(t.ctx).open).toBe(false)
    expect(t.logger.warnings).toEqual([[PROVIDERLESS_NOTE]])
    expect(PROVIDERLESS_NOTE).toContain('apiUrl')
    expect(createTestCore({ ...withProvider }).logger.warnings).toEqual([])
  })

  it('apiUrl alone configures the registry, analytics, RPC gateway and relay', () => {
    expect(resolveServiceUrls({ apiUrl: 'https://p.example' })).toEqual({
      apiUrl: 'https://p.example',
      analyticsUrl: 'https://p.example',
      walletRegistryUrl: 'https://p.example',
      rpcGatewayUrl: 'https://p.example',
    })
    expect(
      resolveServiceUrls({ apiUrl: 'https://p.example', analyticsUrl: 'https://a.example' })
        .analyticsUrl,
    ).toBe('https://a.example')
    expect(resolveServiceUrls({})).toEqual({
      apiUrl: undefined,
      analyticsUrl: undefined,
      walletRegistryUrl: undefined,
      rpcGatewayUrl: undefined,
    })
    expect(providerRelayUrl('https://p.example')).toBe('wss://p.example/relay')
  })
})

describe('alerts (SPEC §5, §8)', () => {
  it('a missing project id raises Project ID Not Configured when a provider is configured', () => {
    const t = createTestCore({ ...withProvider, projectId: '' })
    expect(Alert.state(t.ctx)).toMatchObject({
      open: true,
      alert: { code: 'PROJECT_ID_NOT_CONFIGURED' },
    })
    expect(Alert.state(createTestCore().ctx).open).toBe(false)
  })

  it('shows each alert only once', () => {
    const t = createTestCore()
    expect(Alert.showOnce(t.ctx, ALERTS.SESSION_EXPIRED)).toBe(true)
    Alert.close(t.ctx)
    expect(Alert.showOnce(t.ctx, ALERTS.SESSION_EXPIRED)).toBe(false)
    expect(Alert.state(t.ctx).open).toBe(false)
    expect(Alert.showOnce(t.ctx, ALERTS.INVALID_PROJECT_ID)).toBe(true)
    // State holds the alert's code only: the ui words its title and explanation.
    expect(Alert.state(t.ctx).alert).toEqual({ code: 'INVALID_PROJECT_ID' })
  })
})
