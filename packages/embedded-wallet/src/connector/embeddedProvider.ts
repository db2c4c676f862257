import type { EmbeddedAuthProvider, EmbeddedHost } from '@latchkey/controllers'
import {
  CONSTANTS,
  type DefaultSocial,
  ERRORS,
  lazyModule,
  type SocialProvider,
} from '@latchkey/core'
import type { FrameBridge, FrameBridgeOptions } from '../bridge/createFrameBridge'
import { FrameWalletError } from '../bridge/frameErrors'
import { loginCache } from './loginCache'
import { fetchSocials, takeResultUri, waitForPopupResult } from './socialLogin'

/** The secure frame's bridge, a chunk of its own fetched on the first login or request. */
const frameBridge = lazyModule(() => import('../bridge/createFrameBridge'))

export interface EmbeddedWalletOptions {
  /** The secure frame's base URL (apps/secure-frame), on its own origin. */
  frameUrl: string
  /** Defaults to the app's projectId once bound to it. */
  projectId?: string
  enableLogger?: boolean
  /** Host-page storage for the SPEC §4 cached values. Default: localStorage. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  /** Runs when a login step times out (SPEC §9: 30 s), before it is aborted. */
  onLoginTimeout?: () => void
  /** The social logins the frame server offers; tests pass their own. Default: asks the server. */
  loadSocials?: (frameUrl: string) => Promise<DefaultSocial[]>
  /** Builds the bridge; tests pass their own. Default: loads it on first use. */
  loadBridge?: (options: FrameBridgeOptions) => Promise<FrameBridge>
}

// EIP-1193 listeners (the adapters type their arguments; the provider only passes them on).
type Listener = (...args: never[]) => void
const SAFE = new Set<string>(CONSTANTS.EMBEDDED_SAFE_RPC_METHODS)
const UNSAFE = new Set<string>(CONSTANTS.EMBEDDED_UNSAFE_RPC_METHODS)

/**
 * The AUTH connector's provider: EIP-1193 for the EVM adapter, the e-mail login for the views.
 * The frame and its bridge load only when a login starts or a remembered one is restored.
 */
export function embeddedProvider(options: EmbeddedWalletOptions) {
  const cache = loginCache(options.storage ?? globalThis.localStorage)
  const listeners = new Map<string, Set<Listener>>()
  let host: EmbeddedHost | undefined
  let bridge: Promise<FrameBridge> | undefined
  let chainId = cache.lastChainId ?? CONSTANTS.DEFAULT_LOGIN_CHAIN_ID
  let address: string | undefined
  let solanaAddress: string | undefined
  let accountType: 'eoa' | 'smartAccount' | undefined
  let signingOut: Promise<void> | undefined
  // A login step succeeded and its account was not read yet (see user()).
  let loginUnconfirmed = false
  let socials: DefaultSocial[] | undefined
  const socialsListeners = new Set<() => void>()
  // SPEC §7: a full-page social login comes back with ?result_uri (read once, then removed).
  let returnedSocial = takeResultUri()

  const emit = (event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? [])
      (listener as (value: unknown) => void)(payload)
  }

  function frame(): Promise<FrameBridge> {
    bridge ??= (async () => {
      const load =
        options.loadBridge ??
        (async (o: FrameBridgeOptions) => (await frameBridge.load()).createFrameBridge(o))
      const created = await load({
        frameUrl: options.frameUrl,
        projectId: options.projectId ?? host?.dappData().projectId ?? '',
        chainId,
        enableLogger: options.enableLogger ?? false,
        onLoadTimeout: () => host?.alert('EMBEDDED_WALLET_LOAD_TIMEOUT'),
      })
      if (host) created.usePendingRequests(host.pendingRequests)
      await created.load()
      // SPEC §7 sync dapp data and theme, and the modal's locale (in the bridge's chunk).
      if (host) await (await frameBridge.load()).syncHost(created, host)
      return created
    })().catch((error) => {
      bridge = undefined
      throw error
    })
    return bridge
  }

  async function user(): Promise<string> {
    // A login's first read may wait on the frame's own prompt (the recovery password, SPEC §4):
    // the visitor's step, so closing the modal ends it; abandoned, nothing stored claims a login.
    const confirming = loginUnconfirmed
    const answer = await (await frame())
      .request('GET_USER', { chainId }, { visitorStep: confirming })
      .catch((error: unknown) => {
        if (confirming && loginUnconfirmed) {
          loginUnconfirmed = false
          cache.clear()
        }
        throw error
      })
    loginUnconfirmed = false
    address = answer.address
    solanaAddress = answer.solanaAddress
    accountType = answer.accounts?.find((a) => a.address === answer.address)?.type ?? 'eoa'
    chainId = Number(answer.chainId) || chainId
    cache.remember({ ...(answer.email ? { email: answer.email } : {}), chainId })
    if (answer.userName) cache.rememberSocialUsername(answer.userName)
    host?.userChanged?.(answer)
    return answer.address
  }

  /** A login step succeeded: remembered, and its first account read is the visitor's step. */
  function loggedInByStep() {
    cache.remember({ chainId })
    loginUnconfirmed = true
  }

  /** Reads the user again and tells the adapter when the account in use changed. */
  async function refreshAccount() {
    const before = address
    const next = await user()
    if (next !== before) emit('accountsChanged', [next])
  }

  async function accounts(): Promise<string[]> {
    // Nobody logged in here before: the frame is not even loaded (start-up stays light).
    if (!cache.loggedIn) return []
    const status = await (await frame()).request('IS_CONNECTED')
    if (!status.isConnected) {
      cache.clear()
      if (status.sessionExpired) host?.alert('SESSION_EXPIRED')
      return []
    }
    return [await user()]
  }

  async function rpc(
    method: string,
    params: unknown,
    network: number | string = chainId,
  ): Promise<unknown> {
    if (!SAFE.has(method) && !UNSAFE.has(method)) {
      host?.alert('UNSUPPORTED_RPC_METHOD')
      throw new FrameWalletError(4200, ERRORS.RPC_CALL_NOT_ALLOWED)
    }
    const connected = await frame()
    const payload = { method, params, chainId: network }
    if (!UNSAFE.has(method)) return connected.request('RPC_REQUEST', payload)
    // SPEC §6: the modal shows ApproveTransaction while the frame shows the request itself.
    host?.approvalStarted()
    try {
      return await connected.request('RPC_REQUEST', payload)
    } finally {
      host?.approvalEnded()
    }
  }

  const loginStep = { onTimeout: () => options.onLoginTimeout?.() }
  // SPEC §8: a social step that times out raises its alert too.
  const socialStep = {
    onTimeout: () => {
      host?.alert('SOCIAL_TIMEOUT')
      options.onLoginTimeout?.()
    },
  }

  async function connectSocial(resultUri: string) {
    const answer = await (await frame()).request('CONNECT_SOCIAL', { uri: resultUri }, socialStep)
    loggedInByStep()
    if (answer.userName) cache.rememberSocialUsername(answer.userName)
    return { userName: answer.userName ?? '' }
  }

  /** Moves the frame to `next` (once it is loaded; else it loads there) and remembers it. */
  async function useChain(next: number) {
    if (bridge) await (await bridge).request('SWITCH_NETWORK', { chainId: next })
    chainId = next
    cache.rememberChain(next)
  }

  const provider = {
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      switch (method) {
        case 'eth_requestAccounts': {
          const found = await accounts().catch(() => [])
          if (found.length > 0) return found
          if (!cache.loggedIn) throw new FrameWalletError(4100, 'Log in with your e-mail first')
          return [await user()]
        }
        case 'eth_accounts':
          return accounts()
        case 'eth_chainId':
          return `0x${chainId.toString(16)}`
        case 'wallet_switchEthereumChain': {
          const next = Number(BigInt((params as [{ chainId: string }])[0].chainId))
          await frame()
          await useChain(next)
          emit('chainChanged', `0x${next.toString(16)}`)
          // The account in use may differ by chain (a smart account only where it is enabled).
          if (address) await refreshAccount()
          return null
        }
        case 'wallet_revokePermissions':
          await provider.signOut()
          return null
        default:
          return rpc(method, params)
      }
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set<Listener>()
      listeners.set(event, set)
      set.add(listener)
      return provider
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },

    bindHost(next: EmbeddedHost) {
      host = next
      const result = returnedSocial
      returnedSocial = undefined
      if (result)
        void connectSocial(result).then(
          () => next.socialLoginReturned?.(),
          () => cache.clear(),
        )
    },
    /** SPEC §9 socials the frame server has configured (asked once; listeners hear the answer). */
    socialLogins(): readonly DefaultSocial[] {
      if (socials === undefined) {
        socials = []
        void (options.loadSocials ?? fetchSocials)(options.frameUrl).then((list) => {
          socials = list
          for (const listener of socialsListeners) listener()
        })
      }
      return socials
    },
    onSocialLoginsChange(listener: () => void) {
      socialsListeners.add(listener)
      return () => socialsListeners.delete(listener)
    },
    async getSocialRedirectUri(social: SocialProvider, returnUrl?: string): Promise<string> {
      const { uri } = await (await frame()).request(
        'GET_SOCIAL_REDIRECT_URI',
        { provider: social, ...(returnUrl ? { returnUrl } : {}) },
        socialStep,
      )
      // A URL from the frame is opened only when it is a web page.
      if (!/^https?:\/\//.test(uri)) throw new Error(ERRORS.SOMETHING_WENT_WRONG)
      return uri
    },
    waitForSocialResult: (popup: Window) =>
      waitForPopupResult(popup, new URL(options.frameUrl).origin),
    connectSocial,
    /**
     * The connection starts on the app's network when it names one (the adapter passes it);
     * SPEC §9's login chain 1 is only the default when neither it nor a stored chain exists.
     * A chain the frame refuses leaves the current one (the app then shows UnsupportedChain).
     */
    async open({ chainId: wanted }: { chainId?: number } = {}) {
      if (wanted === undefined || wanted === chainId) return
      await useChain(wanted).catch(() => {})
    },
    async connectEmail(email: string) {
      const answer = await (await frame()).request('CONNECT_EMAIL', { email }, loginStep)
      // SPEC §7 CONNECT: a known device is logged in already, as after a code (issue 32).
      if (answer.action === 'CONNECT') loggedInByStep()
      return answer
    },
    async connectDevice() {
      await (await frame()).request('CONNECT_DEVICE', undefined, loginStep)
    },
    async connectOtp(otp: string) {
      await (await frame()).request('CONNECT_OTP', { otp }, loginStep)
      loggedInByStep()
    },
    /** SPEC §7 get farcaster uri: the Sign In With Farcaster link (a FIP-11 channel). */
    async farcasterUri(): Promise<{ url: string }> {
      return (await frame()).request('GET_FARCASTER_URI')
    },
    /** SPEC §7 connect farcaster: resolves once the Farcaster app signed in; keeps the username. */
    async connectFarcaster(): Promise<{ userName: string }> {
      const answer = await (await frame()).request('CONNECT_FARCASTER')
      cache.remember({ chainId, userName: answer.userName })
      return answer
    },
    // SPEC §4 e-mail update of the signed-in wallet: the new address, then the two codes.
    async updateEmail(email: string) {
      return (await frame()).request('UPDATE_EMAIL', { email })
    },
    async updateEmailPrimaryOtp(otp: string) {
      await (await frame()).request('UPDATE_EMAIL_PRIMARY_OTP', { otp })
    },
    async updateEmailSecondaryOtp(otp: string) {
      const { email } = await (await frame()).request('UPDATE_EMAIL_SECONDARY_OTP', { otp })
      cache.remember({ email, chainId })
    },
    /** The same login's Solana account (SPEC §4: one e-mail login for every namespace). */
    async solanaAccounts(): Promise<string[]> {
      if (!(await accounts()).length || !solanaAddress) return []
      return [solanaAddress]
    },
    /** A SPEC §6 Solana method on the `solana:` network named by its CAIP-2 id. */
    solanaRequest(method: string, params: unknown, caipNetworkId: string): Promise<unknown> {
      return rpc(method, params, caipNetworkId)
    },
    async exportSecret() {
      await (await frame()).request('EXPORT_SECRET')
    },
    async reload() {
      if (bridge) await (await bridge).request('RELOAD')
    },
    /** SPEC §4: a refusal leaves the frame on eoa; either way the account in use is re-read. */
    async setPreferredAccount(type: 'eoa' | 'smartAccount') {
      const connected = await frame()
      try {
        await connected.request('SET_PREFERRED_ACCOUNT', { type })
      } finally {
        await refreshAccount()
      }
    },
    accountType: () => (address ? accountType : undefined),
    async smartAccountEnabledNetworks(): Promise<number[]> {
      const answer = await (await frame()).request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')
      return answer.smartAccountEnabledNetworks
    },
    /** Sign-out: the frame's session ends and the §4 cached values go. */
    signOut(): Promise<void> {
      // Each namespace's disconnect signs out of the one login: they share one sign-out.
      signingOut ??= (async () => {
        // A failed sign-out leaves the session, so nothing is forgotten before the frame agrees.
        if (bridge) await (await bridge).request('SIGN_OUT')
        cache.clear()
        const wasConnected = address !== undefined || solanaAddress !== undefined
        address = undefined
        solanaAddress = undefined
        if (wasConnected) emit('accountsChanged', [])
      })().finally(() => {
        signingOut = undefined
      })
      return signingOut
    },
    get isLatchkeyEmbedded() {
      return true as const
    },
  }
  return provider satisfies EmbeddedAuthProvider
}

export type EmbeddedProvider = ReturnType<typeof embeddedProvider>
