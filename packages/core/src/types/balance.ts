/** SPEC §3 token balance as the blockchain API returns it. */
export interface TokenBalance {
  name: string
  symbol: string
  /** CAIP-2 id of the token's network. */
  chainId: string
  /** Token contract or mint; absent for the native currency. */
  address?: string
  /** Value in USD. */
  value: number
  /** Price in USD. */
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

export interface BalanceResponse {
  balances: TokenBalance[]
}

/** SPEC §3 wallet assets response asset (wallet_getAssets), grouped by hex chain id. */
export interface WalletAsset {
  address: string
  /** Raw balance as a hex string. */
  balance: `0x${string}` | string
  type: 'ERC20' | 'NATIVE'
  metadata: {
    name: string
    symbol: string
    decimals: number
    price: number
    iconUrl: string
    value?: number
  }
}

export type WalletAssetsResponse = Record<string, WalletAsset[]>
