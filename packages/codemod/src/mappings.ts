/** The field's packages and ours; a specifier not listed here has no counterpart. */
export const IMPORT_MAP: Readonly<Record<string, string>> = Object.freeze({
  '@reown/appkit': '@latchkey/ui',
  '@reown/appkit/react': '@latchkey/react',
  '@reown/appkit/networks': '@latchkey/ui/networks',
  '@reown/appkit-adapter-wagmi': '@latchkey/adapter-wagmi',
  '@reown/appkit-adapter-ethers': '@latchkey/adapter-evm',
  '@reown/appkit-adapter-ethers5': '@latchkey/adapter-evm',
  '@reown/appkit-adapter-solana': '@latchkey/adapter-solana',
  '@reown/appkit-adapter-bitcoin': '@latchkey/adapter-bitcoin',
  '@reown/appkit-siwx': '@latchkey/siwx',
})

/** Adapter classes the field constructs with `new`, and our factory for each. */
export const ADAPTER_FACTORIES: Readonly<Record<string, string>> = Object.freeze({
  EthersAdapter: 'evmAdapter',
  Ethers5Adapter: 'evmAdapter',
  SolanaAdapter: 'solanaAdapter',
  BitcoinAdapter: 'bitcoinAdapter',
})

/** Whether a module specifier is one of the field's (`@reown/appkit…`). */
export const isFieldSpecifier = (specifier: string) => /^@reown\/appkit(?:[-/]|$)/.test(specifier)
