import type {
  AccountEntry,
  AccountType,
  CaipAddress,
  ConnectionStatus,
  ConnectorType,
  EmbeddedWalletUser,
  SocialProvider,
  TokenBalance,
} from '@latchkey/core'
import { EMPTY_LIST } from '../state/frozenRef'

export interface ConnectedWalletInfo {
  name: string
  icon?: string
  type?: ConnectorType
}

/** SPEC §3 account state of one namespace. */
export interface AccountState {
  caipAddress: CaipAddress | undefined
  address: string | undefined
  /** Native balance as a decimal string. */
  balance: string | undefined
  balanceSymbol: string | undefined
  profileName: string | undefined
  profileImage: string | undefined
  addressExplorerUrl: string | undefined
  tokenBalance: TokenBalance[]
  connectedWalletInfo: ConnectedWalletInfo | undefined
  preferredAccountType: AccountType
  socialProvider: SocialProvider | undefined
  farcasterUrl: string | undefined
  allAccounts: AccountEntry[]
  user: EmbeddedWalletUser | undefined
  smartAccountDeployed: boolean
  /** Index into ACCOUNT_TABS (Tokens, NFTs, Activity). */
  currentTab: number
  /** Derived where the entry is written (ChainController): connected while it holds an address. */
  status: ConnectionStatus
}

// biome-ignore format: in parentheses, V8 compiles it while the script loads (issue 13)
export const emptyAccountState = (function emptyAccountState(
  preferredAccountType: AccountType,
): AccountState {
  return {
    caipAddress: undefined,
    address: undefined,
    balance: undefined,
    balanceSymbol: undefined,
    profileName: undefined,
    profileImage: undefined,
    addressExplorerUrl: undefined,
    tokenBalance: EMPTY_LIST,
    connectedWalletInfo: undefined,
    preferredAccountType,
    socialProvider: undefined,
    farcasterUrl: undefined,
    allAccounts: EMPTY_LIST,
    user: undefined,
    smartAccountDeployed: false,
    currentTab: 0,
    status: 'disconnected',
  }
})
