/** The app as it names itself to wallets (createAppKit's `metadata`). */
export interface AppMetadata {
  name: string
  description: string
  url: string
  icons: string[]
}
