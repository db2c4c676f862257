import { describe, expect, it, vi } from 'vitest'
import { embeddedProvider } from '../src/connector/embeddedProvider'
import type { AppMessageName } from '../src/protocol/messages'
import { fakeBridge, memoryStorage } from './fakeBridge'
import { fakeHost } from './fakeHost'

const ADDRESS = '0x1111111111111111111111111111111111111111'

function setUp(
  answers: Partial<Record<AppMessageName, unknown>>,
  stored: Record<string, string> = {},
) {
  const storage = memoryStorage()
  for (const [k, v] of Object.entries(stored)) storage.map.set(k, v)
  const { bridge, asked } = fakeBridge(answers)
  const load = vi.fn(async () => bridge)
  const provider = embeddedProvider({ frameUrl: 'https://frame.test', storage, loadBridge: load })
  const { host, calls } = fakeHost()
  provider.bindHost(host)
  return { provider, storage, asked, load, calls }
}

const USER = { address: ADDRESS, chainId: 1, email: 'ada@example.com' }

describe('the AUTH connector at start-up (SPEC §4)', () => {
  it('with no login remembered, has no accounts and never loads the frame', async () => {
    const t = setUp({})
    expect(await t.provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(t.load).not.toHaveBeenCalled()
  })

  it('with a session, answers its account (the core sets connected)', async () => {
    const t = setUp(
      { IS_CONNECTED: { isConnected: true }, GET_USER: USER },
      { '@latchkey/embedded/connected': 'true' },
    )
    expect(await t.provider.request({ method: 'eth_accounts' })).toEqual([ADDRESS])
    expect(await t.provider.request({ method: 'eth_chainId' })).toBe('0x1')
  })

  it('without one, clears the cached values; an expired one raises Session Expired', async () => {
    const t = setUp(
      { IS_CONNECTED: { isConnected: false, sessionExpired: true } },
      {
        '@latchkey/embedded/connected': 'true',
        '@latchkey/embedded/email': 'a@b.co',
        '@latchkey/embedded/lastChainId': '10',
      },
    )
    expect(await t.provider.request({ method: 'eth_accounts' })).toEqual([])
    expect([...t.storage.map.keys()]).toEqual([])
    expect(t.calls).toContain('alert:SESSION_EXPIRED')
  })

  it('logs in on chain 1 when none is stored (SPEC §9), else on the stored one', async () => {
    const first = setUp({ IS_CONNECTED: { isConnected: true }, GET_USER: USER })
    await first.provider.connectOtp('123456')
    expect(await first.provider.request({ method: 'eth_requestAccounts' })).toEqual([ADDRESS])
    expect(first.asked.find((a) => a.name === 'GET_USER')?.payload).toEqual({ chainId: 1 })
    const stored = setUp(
      { IS_CONNECTED: { isConnected: true }, GET_USER: { ...USER, chainId: 10 } },
      {
        '@latchkey/embedded/connected': 'true',
        '@latchkey/embedded/lastChainId': '10',
      },
    )
    await stored.provider.request({ method: 'eth_accounts' })
    expect(stored.asked.find((a) => a.name === 'GET_USER')?.payload).toEqual({ chainId: 10 })
  })

  it("logs in on the app's network when the adapter names it, and keeps it for the reload", async () => {
    const t = setUp({ IS_CONNECTED: { isConnected: true }, GET_USER: { ...USER, chainId: 31337 } })
    await t.provider.connectOtp('123456')
    await t.provider.open({ chainId: 31337 })
    expect(t.asked.find((a) => a.name === 'SWITCH_NETWORK')?.payload).toEqual({ chainId: 31337 })
    expect(await t.provider.request({ method: 'eth_requestAccounts' })).toEqual([ADDRESS])
    expect(t.asked.find((a) => a.name === 'GET_USER')?.payload).toEqual({ chainId: 31337 })
    expect(await t.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(t.storage.map.get('@latchkey/embedded/lastChainId')).toBe('31337')
  })

  it('stays on its chain when the frame refuses the one asked', async () => {
    const t = setUp({ SWITCH_NETWORK: new Error('Chain is not supported') })
    await t.provider.connectOtp('123456')
    await t.provider.open({ chainId: 999 })
    expect(await t.provider.request({ method: 'eth_chainId' })).toBe('0x1')
  })
})

describe('connect email (SPEC §7)', () => {
  it('CONNECT (a known device, issue 32) is logged in at once, like a right code', async () => {
    const t = setUp({
      CONNECT_EMAIL: { action: 'CONNECT' },
      IS_CONNECTED: { isConnected: true },
      GET_USER: USER,
    })
    expect(await t.provider.connectEmail('ada@example.com')).toEqual({ action: 'CONNECT' })
    expect(await t.provider.request({ method: 'eth_requestAccounts' })).toEqual([ADDRESS])
    expect(t.storage.map.get('@latchkey/embedded/connected')).toBe('true')
  })

  it('VERIFY_OTP logs nobody in yet', async () => {
    const t = setUp({ CONNECT_EMAIL: { action: 'VERIFY_OTP' } })
    expect(await t.provider.connectEmail('ada@example.com')).toEqual({ action: 'VERIFY_OTP' })
    await expect(t.provider.request({ method: 'eth_requestAccounts' })).rejects.toThrow(
      'Log in with your e-mail first',
    )
    expect(t.storage.map.has('@latchkey/embedded/connected')).toBe(false)
  })
})

describe('sign-out (SPEC §4)', () => {
  it('ends the frame session and clears the flag, e-mail, last chain and social name', async () => {
    const t = setUp(
      { IS_CONNECTED: { isConnected: true }, GET_USER: USER },
      {
        '@latchkey/embedded/connected': 'true',
        '@latchkey/embedded/socialUsername': 'ada',
        unrelated: 'kept',
      },
    )
    await t.provider.request({ method: 'eth_accounts' })
    await t.provider.signOut()
    expect(t.asked.map((a) => a.name)).toContain('SIGN_OUT')
    expect([...t.storage.map.keys()]).toEqual(['unrelated'])
  })
})

describe('RPC (SPEC §5, §6)', () => {
  it('answers safe methods through the frame without the visitor', async () => {
    const t = setUp({ RPC_REQUEST: '0x10' })
    expect(await t.provider.request({ method: 'eth_blockNumber', params: [] })).toBe('0x10')
    expect(t.calls).toEqual([])
  })

  it.each(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls'])(
    '%s opens ApproveTransaction until the frame answers',
    async (method) => {
      const t = setUp({ RPC_REQUEST: '0xabc' })
      expect(await t.provider.request({ method, params: [] })).toBe('0xabc')
      expect(t.calls).toEqual(['approvalStarted', 'approvalEnded'])
    },
  )

  it("refuses anything else: 'Requested RPC call is not allowed' and the alert", async () => {
    const t = setUp({})
    await expect(t.provider.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({
      message: 'Requested RPC call is not allowed',
      code: 4200,
    })
    expect(t.calls).toEqual(['alert:UNSUPPORTED_RPC_METHOD'])
    expect(t.asked).toEqual([])
  })
})

describe('the preferred account type (SPEC §3, §4)', () => {
  const SMART = '0x2222222222222222222222222222222222222222'
  const smartUser = {
    ...USER,
    address: SMART,
    accounts: [
      { address: SMART, type: 'smartAccount' },
      { address: ADDRESS, type: 'eoa' },
    ],
    preferredAccountType: 'smartAccount',
  }

  it('asks the frame, then announces the account now in use', async () => {
    const answers: Partial<Record<AppMessageName, unknown>> = {
      IS_CONNECTED: { isConnected: true },
      GET_USER: USER,
    }
    const t = setUp(answers, { '@latchkey/embedded/connected': 'true' })
    expect(await t.provider.request({ method: 'eth_accounts' })).toEqual([ADDRESS])
    expect(t.provider.accountType()).toBe('eoa')
    const changed = vi.fn()
    t.provider.on('accountsChanged', changed)
    answers.GET_USER = smartUser
    await t.provider.setPreferredAccount('smartAccount')
    expect(t.asked.find((a) => a.name === 'SET_PREFERRED_ACCOUNT')?.payload).toEqual({
      type: 'smartAccount',
    })
    expect(changed).toHaveBeenCalledWith([SMART])
    expect(t.provider.accountType()).toBe('smartAccount')
  })

  it('a refusal rejects with the frame text and leaves the EOA (no change to announce)', async () => {
    const t = setUp(
      {
        IS_CONNECTED: { isConnected: true },
        GET_USER: USER,
        SET_PREFERRED_ACCOUNT: new Error('This application might not support Smart Accounts'),
      },
      { '@latchkey/embedded/connected': 'true' },
    )
    await t.provider.request({ method: 'eth_accounts' })
    const changed = vi.fn()
    t.provider.on('accountsChanged', changed)
    await expect(t.provider.setPreferredAccount('smartAccount')).rejects.toThrow(
      'This application might not support Smart Accounts',
    )
    expect(changed).not.toHaveBeenCalled()
  })

  it('reads the smart-account networks from the frame', async () => {
    const t = setUp({
      GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: [31338] },
    })
    expect(await t.provider.smartAccountEnabledNetworks()).toEqual([31338])
  })
})

describe('a login abandoned at the frame’s recovery prompt (SPEC §4, issue 34 visitor report)', () => {
  it("the login's account read is the visitor's step: closing the modal ends it, nothing stays stored", async () => {
    const storage = memoryStorage()
    // The frame answers the code, then its GET_USER waits on the recovery prompt for ever.
    // A visitor's step ends when the modal closes (the core rejects them all); others never do.
    const visitorSteps: ((error: Error) => void)[] = []
    const request = vi.fn(
      (name: AppMessageName, _payload?: unknown, options?: { visitorStep?: boolean }) => {
        if (name === 'IS_CONNECTED') return Promise.resolve({ isConnected: true })
        if (name !== 'GET_USER') return Promise.resolve({})
        return new Promise((_resolve, reject) => {
          if (options?.visitorStep) visitorSteps.push(reject)
        })
      },
    )
    const bridge = { load: async () => {}, usePendingRequests: vi.fn(), request }
    const provider = embeddedProvider({
      frameUrl: 'https://frame.test',
      storage,
      loadBridge: async () => bridge as never,
    })
    provider.bindHost(fakeHost().host)
    await provider.connectOtp('123456')
    const connecting = provider.request({ method: 'eth_requestAccounts' })
    const outcome = connecting.then(
      () => 'connected',
      (error: Error) => error.message,
    )
    await new Promise((resolve) => setTimeout(resolve, 20))
    // The modal closes: the visitor's steps are rejected.
    expect(visitorSteps.length).toBeGreaterThan(0)
    for (const reject of visitorSteps) reject(new Error('Request aborted'))
    const settled = await Promise.race([
      outcome,
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 200)),
    ])
    expect(settled).toBe('Log in with your e-mail first')
    expect(storage.map.has('@latchkey/embedded/connected')).toBe(false)
  })
})

describe("the frame speaks the modal's locale (issue 35)", () => {
  it('is told the resolved tag before anything else, and again on each live switch', async () => {
    const { bridge, asked } = fakeBridge({ IS_CONNECTED: { isConnected: true }, GET_USER: USER })
    const provider = embeddedProvider({
      frameUrl: 'https://frame.test',
      storage: memoryStorage(),
      loadBridge: async () => bridge,
    })
    const { host } = fakeHost()
    let locale = 'ar'
    const listeners = new Set<() => void>()
    provider.bindHost({
      ...host,
      locale: () => locale,
      onLocaleChange: (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    })
    await provider.connectOtp('123456')
    expect(asked.map((a) => a.name).slice(0, 4)).toEqual([
      'SYNC_LOCALE',
      'SYNC_DAPP_DATA',
      'SYNC_THEME',
      'CONNECT_OTP',
    ])
    expect(asked[0]?.payload).toEqual({ locale: 'ar' })
    const switchTo = (next: string) => {
      locale = next
      for (const listener of listeners) listener()
    }
    switchTo('de')
    switchTo('de') // the same locale again is not sent again
    expect(asked.filter((a) => a.name === 'SYNC_LOCALE').map((a) => a.payload)).toEqual([
      { locale: 'ar' },
      { locale: 'de' },
    ])
  })

  it('says nothing of a locale before the modal has one (the frame stays English)', async () => {
    const t = setUp({ IS_CONNECTED: { isConnected: true }, GET_USER: USER })
    await t.provider.connectOtp('123456')
    expect(t.asked.map((a) => a.name)).not.toContain('SYNC_LOCALE')
  })
})
