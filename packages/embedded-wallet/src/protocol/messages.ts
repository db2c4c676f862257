import type { AccountType, EmbeddedWalletUser, SocialProvider } from '@latchkey/core'

/**
 * SPEC §7 app-to-frame messages. Each carries a random id and is answered by `<type>_SUCCESS`
 * or `<type>_ERROR` with the same id. EXPORT_SECRET is ours: it asks the frame to show the
 * secret in its own page (never in an answer). SYNC_LOCALE is ours too: the locale the modal
 * speaks, for the frame's own prompts (issue 35).
 */
export const APP_MESSAGES = Object.freeze({
  SWITCH_NETWORK: '@latchkey/app/SWITCH_NETWORK',
  CONNECT_EMAIL: '@latchkey/app/CONNECT_EMAIL',
  CONNECT_DEVICE: '@latchkey/app/CONNECT_DEVICE',
  CONNECT_OTP: '@latchkey/app/CONNECT_OTP',
  CONNECT_SOCIAL: '@latchkey/app/CONNECT_SOCIAL',
  GET_SOCIAL_REDIRECT_URI: '@latchkey/app/GET_SOCIAL_REDIRECT_URI',
  GET_FARCASTER_URI: '@latchkey/app/GET_FARCASTER_URI',
  CONNECT_FARCASTER: '@latchkey/app/CONNECT_FARCASTER',
  GET_USER: '@latchkey/app/GET_USER',
  SIGN_OUT: '@latchkey/app/SIGN_OUT',
  IS_CONNECTED: '@latchkey/app/IS_CONNECTED',
  GET_CHAIN_ID: '@latchkey/app/GET_CHAIN_ID',
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: '@latchkey/app/GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  INIT_SMART_ACCOUNT: '@latchkey/app/INIT_SMART_ACCOUNT',
  SET_PREFERRED_ACCOUNT: '@latchkey/app/SET_PREFERRED_ACCOUNT',
  RPC_REQUEST: '@latchkey/app/RPC_REQUEST',
  UPDATE_EMAIL: '@latchkey/app/UPDATE_EMAIL',
  UPDATE_EMAIL_PRIMARY_OTP: '@latchkey/app/UPDATE_EMAIL_PRIMARY_OTP',
  UPDATE_EMAIL_SECONDARY_OTP: '@latchkey/app/UPDATE_EMAIL_SECONDARY_OTP',
  SYNC_THEME: '@latchkey/app/SYNC_THEME',
  SYNC_DAPP_DATA: '@latchkey/app/SYNC_DAPP_DATA',
  SYNC_LOCALE: '@latchkey/app/SYNC_LOCALE',
  RELOAD: '@latchkey/app/RELOAD',
  EXPORT_SECRET: '@latchkey/app/EXPORT_SECRET',
} as const)

export type AppMessageName = keyof typeof APP_MESSAGES
export type AppMessageType = (typeof APP_MESSAGES)[AppMessageName]

/** What the frame says on its own (no id): loaded, and when it needs to be seen or not. */
export const FRAME_EVENTS = Object.freeze({
  READY: '@latchkey/frame/READY',
  SHOW: '@latchkey/frame/SHOW',
  HIDE: '@latchkey/frame/HIDE',
} as const)
export type FrameEventType = (typeof FRAME_EVENTS)[keyof typeof FRAME_EVENTS]

export interface AppMessage {
  id: string
  type: AppMessageType
  payload?: unknown
}

export interface FrameAnswer {
  id: string
  type: `${AppMessageType}_SUCCESS` | `${AppMessageType}_ERROR`
  payload?: unknown
}

/** SPEC §7 answers by message, and what each message sends. */
export interface FramePayloads {
  SWITCH_NETWORK: { send: { chainId: number | string }; answer: { chainId: number | string } }
  CONNECT_EMAIL: {
    send: { email: string }
    answer: { action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' }
  }
  CONNECT_DEVICE: { send: undefined; answer: unknown }
  CONNECT_OTP: { send: { otp: string }; answer: unknown }
  CONNECT_SOCIAL: { send: { uri: string }; answer: { userName?: string; provider?: string } }
  GET_SOCIAL_REDIRECT_URI: {
    send: { provider: SocialProvider; returnUrl?: string }
    answer: { uri: string }
  }
  GET_FARCASTER_URI: { send: undefined; answer: { url: string } }
  CONNECT_FARCASTER: { send: undefined; answer: { userName: string } }
  GET_USER: {
    send: { chainId?: number | string; preferredAccountType?: AccountType } | undefined
    answer: EmbeddedWalletUser & { socialProvider?: SocialProvider }
  }
  SIGN_OUT: { send: undefined; answer: unknown }
  IS_CONNECTED: {
    send: { token?: string } | undefined
    answer: { isConnected: boolean; sessionExpired?: boolean }
  }
  GET_CHAIN_ID: { send: undefined; answer: { chainId: number | string } }
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    send: undefined
    answer: { smartAccountEnabledNetworks: number[] }
  }
  INIT_SMART_ACCOUNT: { send: undefined; answer: unknown }
  SET_PREFERRED_ACCOUNT: { send: { type: AccountType }; answer: unknown }
  RPC_REQUEST: {
    send: { method: string; params?: unknown; chainId?: number | string }
    answer: unknown
  }
  UPDATE_EMAIL: {
    send: { email: string }
    answer: { action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }
  }
  UPDATE_EMAIL_PRIMARY_OTP: { send: { otp: string }; answer: unknown }
  UPDATE_EMAIL_SECONDARY_OTP: { send: { otp: string }; answer: { email: string } }
  SYNC_THEME: {
    send: { themeMode?: string; themeVariables?: Record<string, string | number> }
    answer: unknown
  }
  SYNC_DAPP_DATA: {
    send: {
      metadata?: { name: string; description: string; url: string; icons: string[] }
      sdkVersion?: string
      projectId: string
    }
    answer: unknown
  }
  /** The modal's resolved locale tag ('de', 'ar', 'zh-Hant'…); the frame answers the one it speaks. */
  SYNC_LOCALE: { send: { locale: string }; answer: { locale: string } }
  RELOAD: { send: undefined; answer: unknown }
  EXPORT_SECRET: { send: undefined; answer: unknown }
}

const TYPES = new Set<string>(Object.values(APP_MESSAGES))

/** An app message, as the frame checks what it receives. */
export function isAppMessage(value: unknown): value is AppMessage {
  const message = value as AppMessage | undefined
  return (
    typeof message === 'object' &&
    message !== null &&
    typeof message.id === 'string' &&
    message.id.length <= 64 &&
    TYPES.has(message.type)
  )
}

/** An error answer's payload: a message, and a wallet code (4001 user rejected…) when there is one. */
export interface FrameErrorPayload {
  message?: string
  code?: number
}
