import { CONSTANTS, ERRORS, isValidEmail } from '@latchkey/core'
import { APP_MESSAGES, type AppMessage } from '@latchkey/embedded-wallet'
import { updateEmailStep } from './emailUpdate'
import { connectFarcaster, type FarcasterChannel, farcasterUri } from './farcaster/farcasterLogin'
import { type FrameApi, FrameApiError } from './host/frameApi'
import { setFrameLocale } from './i18n/frameText'
import type { KnownDevice } from './knownDevice'
import { handleRpc, type RpcContext } from './rpc/handleRpc'
import { userAccounts } from './smart/smartMessages'
import type { SocialFlow } from './social/socialFlow'
import { handleSolanaRpc, type SolanaRpcContext } from './solana/solanaRpc'
import { exportView, type Prompter } from './ui/prompts'
import type { WalletSession } from './walletSession'

export interface FrameState {
  api: FrameApi
  wallet: WalletSession
  /** This profile as a known device (issue 32); without it every login asks for a code. */
  knownDevice?: KnownDevice
  prompt: Prompter
  rpc: RpcContext
  solana: SolanaRpcContext
  social: SocialFlow
  /** The e-mail of the login in progress. */
  email: string | undefined
  /** The Farcaster channel of the login in progress. */
  farcasterChannel?: FarcasterChannel | undefined
  /** The e-mail update in progress (SPEC §4): from the session's address to the new one. */
  emailUpdate?: { from: string; to: string }
  dappName: string | undefined
  logger: boolean
}

const DEVICE_POLL_MS = 1_000
// Frame-to-app messages (READY, SHOW, HIDE) are never asked of the frame.
const NOT_HERE = 'Unknown message for this frame'

/** One app message (SPEC §7) to its answer; a throw becomes the `_ERROR` answer. */
export async function handleMessage(state: FrameState, message: AppMessage): Promise<unknown> {
  const payload = (message.payload ?? {}) as Record<string, unknown>
  if (state.logger) console.info('[latchkey frame]', message.type)
  switch (message.type) {
    case APP_MESSAGES.CONNECT_EMAIL: {
      if (!isValidEmail(payload.email)) throw new Error('Enter a valid e-mail address')
      state.email = payload.email.trim().toLowerCase()
      // SPEC §7 CONNECT: a device known for this address is logged in already (issue 32).
      if (await state.knownDevice?.login(state.email)) {
        state.wallet.forget()
        return { action: 'CONNECT' }
      }
      return state.api.startLogin(state.email)
    }
    case APP_MESSAGES.CONNECT_DEVICE: {
      const email = loginEmail(state)
      // The host's 30 s step time-out (SPEC §9) ends the wait; the frame stops polling with it.
      const until = Date.now() + CONSTANTS.LOGIN_STEP_TIMEOUT_MS
      while (Date.now() < until) {
        if ((await state.api.deviceApproved(email)).approved) return {}
        await new Promise((resolve) => setTimeout(resolve, DEVICE_POLL_MS))
      }
      throw new Error(ERRORS.REQUEST_ABORTED)
    }
    case APP_MESSAGES.CONNECT_OTP: {
      if (typeof payload.otp !== 'string' || !/^\d{6}$/.test(payload.otp))
        throw new Error('Enter the six-digit code')
      const email = loginEmail(state)
      await (state.knownDevice
        ? state.knownDevice.verifyOtp(email, payload.otp)
        : state.api.verifyOtp(email, payload.otp))
      state.wallet.forget()
      return {}
    }
    case APP_MESSAGES.GET_SOCIAL_REDIRECT_URI:
      return state.social.redirectUri(payload, state.rpc.host().origin)
    case APP_MESSAGES.CONNECT_SOCIAL: {
      const answer = await state.social.connect(payload)
      state.wallet.forget()
      return answer
    }
    case APP_MESSAGES.GET_FARCASTER_URI:
      return farcasterUri(state)
    case APP_MESSAGES.CONNECT_FARCASTER:
      return connectFarcaster(state)
    case APP_MESSAGES.GET_USER: {
      if (payload.chainId !== undefined) setChain(state, payload.chainId)
      const account = await state.wallet.account()
      if (payload.preferredAccountType !== undefined)
        await state.rpc.smart
          ?.setPreferred(payload.preferredAccountType, state.rpc.chainId())
          .catch(() => {})
      return {
        // A Farcaster login's key (farcaster:<fid>) is no e-mail: its username stands instead.
        ...(state.wallet.email && isValidEmail(state.wallet.email)
          ? { email: state.wallet.email }
          : {}),
        ...(state.wallet.social
          ? { userName: state.wallet.social.username, socialProvider: state.wallet.social.provider }
          : state.wallet.userName
            ? { userName: state.wallet.userName }
            : {}),
        chainId: state.rpc.chainId(),
        // address, accounts, smartAccountDeployed, preferredAccountType (smart/smartMessages.ts)
        ...(await userAccounts(state.rpc, account)),
        // The same login's Solana account (ed25519, derived in the frame).
        solanaAddress: account.solana.address,
      }
    }
    case APP_MESSAGES.IS_CONNECTED: {
      if (!state.api.hasSession()) return { isConnected: false }
      try {
        await state.api.session()
        return { isConnected: true }
      } catch (error) {
        if (!(error instanceof FrameApiError) || error.apiCode !== 'SESSION_EXPIRED') throw error
        state.api.forgetSession()
        state.wallet.forget()
        return { isConnected: false, sessionExpired: true }
      }
    }
    case APP_MESSAGES.SIGN_OUT:
      await state.api.signOut()
      state.wallet.forget()
      state.email = undefined
      return {}
    case APP_MESSAGES.UPDATE_EMAIL:
    case APP_MESSAGES.UPDATE_EMAIL_PRIMARY_OTP:
    case APP_MESSAGES.UPDATE_EMAIL_SECONDARY_OTP:
      return updateEmailStep(state, message.type, payload)
    case APP_MESSAGES.GET_CHAIN_ID:
      return { chainId: state.rpc.chainId() }
    case APP_MESSAGES.SWITCH_NETWORK:
      setChain(state, payload.chainId)
      return { chainId: state.rpc.chainId() }
    case APP_MESSAGES.RPC_REQUEST: {
      if (typeof payload.method !== 'string') throw new Error(ERRORS.RPC_CALL_NOT_ALLOWED)
      // Solana requests name their own network (a `solana:` CAIP-2 id); the EVM chain stays.
      if (payload.method.startsWith('solana_'))
        return handleSolanaRpc(state.solana, payload.method, payload.params, payload.chainId)
      if (payload.chainId !== undefined) setChain(state, payload.chainId)
      return handleRpc(state.rpc, payload.method, payload.params)
    }
    case APP_MESSAGES.GET_SMART_ACCOUNT_ENABLED_NETWORKS:
      return {
        smartAccountEnabledNetworks:
          (await state.rpc.smart?.enabledNetworks())?.map((n) => n.chainId) ?? [],
      }
    case APP_MESSAGES.INIT_SMART_ACCOUNT:
      return userAccounts(state.rpc, await state.wallet.account())
    case APP_MESSAGES.SET_PREFERRED_ACCOUNT: {
      // SPEC §4: a failure leaves eoa preferred and answers the §8 text.
      const type = await (state.rpc.smart?.setPreferred(payload.type, state.rpc.chainId()) ??
        Promise.reject(new Error(ERRORS.SMART_ACCOUNTS_NOT_SUPPORTED)))
      return { type, ...(await userAccounts(state.rpc, await state.wallet.account())) }
    }
    case APP_MESSAGES.SYNC_THEME:
      if (payload.themeMode === 'light' || payload.themeMode === 'dark')
        document.documentElement.dataset.theme = payload.themeMode
      return {}
    case APP_MESSAGES.SYNC_LOCALE:
      // Only picks one of the frame's tables (anything else: English); sets the page's lang and dir.
      return { locale: await setFrameLocale(payload.locale, document.documentElement) }
    case APP_MESSAGES.SYNC_DAPP_DATA: {
      const name = (payload.metadata as { name?: unknown } | undefined)?.name
      state.dappName = typeof name === 'string' ? name.slice(0, 80) : undefined
      return {}
    }
    case APP_MESSAGES.EXPORT_SECRET:
      await state.wallet.account()
      await state.prompt(exportView(() => state.wallet.revealSecret()))
      return {}
    case APP_MESSAGES.RELOAD:
      setTimeout(() => location.reload(), 0)
      return {}
    default:
      throw new Error(NOT_HERE)
  }
}

function loginEmail(state: FrameState): string {
  if (!state.email) throw new Error('Enter your e-mail address first')
  return state.email
}

/** Accepts 1, '1', 'eip155:1' or '0x1'. */
function setChain(state: FrameState, value: unknown) {
  const text = String(value)
  const id = Number(text.startsWith('eip155:') ? text.slice(7) : text)
  if (!Number.isSafeInteger(id) || id <= 0 || !state.rpc.gatewayUrl(id))
    throw new Error(ERRORS.CHAIN_NOT_SUPPORTED)
  state.rpc.setChainId(id)
}
