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

/** The field's names that ours spell differently, by our package. */
export const RENAMED_EXPORTS: Readonly<Record<string, Readonly<Record<string, string>>>> =
  Object.freeze({
    '@latchkey/ui': { AppKitOptions: 'CreateAppKitOptions' },
    '@latchkey/react': {
      AppKitOptions: 'CreateAppKitOptions',
      UseAppKitAccountReturn: 'UseAppKitAccountReturnType',
      UseAppKitNetworkReturn: 'UseAppKitNetworkReturnType',
    },
  })

/** The field's page elements and ours (`<appkit-*>` stay as they are). */
export const ELEMENT_MAP: Readonly<Record<string, string>> = Object.freeze({
  'w3m-button': 'appkit-button',
  'w3m-connect-button': 'appkit-connect-button',
  'w3m-account-button': 'appkit-account-button',
  'w3m-network-button': 'appkit-network-button',
})

/**
 * The field's instance methods that ours lacks or shapes differently (MIGRATING.md's table):
 * a call to one on the instance createAppKit returned is named with this note.
 */
export const FIELD_METHOD_NOTES: Readonly<Record<string, string>> = Object.freeze({
  ready: 'ours is a promise, not a method: `await modal.ready`',
  getCaipNetworkId: "ours returns the CAIP-2 id ('eip155:1'); the chain id is getChainId()",
  getError: 'absent: the field always returns an empty string',
  getSIWX: 'ours is getSiwxConfig()',
  getProvider: 'ours is getWalletProvider(namespace)',
  getProviderType: 'ours is getWalletProviderType(namespace)',
  getRemoteFeatures: 'absent: Latchkey has no remote feature switches',
  subscribeRemoteFeatures: 'absent: Latchkey has no remote feature switches',
  updateRemoteFeatures: 'absent: Latchkey has no remote feature switches',
  updateOptions: 'absent: options are set at creation; features change with updateFeatures',
  setTermsConditionsUrl: 'absent: termsConditionsUrl is set at creation',
  setPrivacyPolicyUrl: 'absent: privacyPolicyUrl is set at creation',
  setConnectMethodsOrder: 'absent: features.connectMethodsOrder is set at creation',
  setWalletFeaturesOrder: 'absent: Latchkey has no wallet features order',
  setSocialsOrder: 'absent: features.socials is set at creation',
  getConnectMethodsOrder: 'absent: features.connectMethodsOrder is what was set',
  getConnections: 'absent: Latchkey keeps one wallet per namespace',
  getRecentConnections: 'absent: Latchkey keeps one wallet per namespace',
  switchConnection: 'absent: Latchkey keeps one wallet per namespace',
  deleteConnection: 'absent: Latchkey keeps one wallet per namespace',
  subscribeConnections: 'absent: Latchkey keeps one wallet per namespace',
  subscribeShouldUpdateToAddress: 'absent: the account read-outs follow address changes',
  replace: 'absent: open({ view }) opens a view',
  redirect: 'absent: open({ view }) opens a view',
  popTransactionStack: 'absent: the modal ends its own transaction views',
  setLoading: 'absent: the modal sets its own loading state',
  getDisabledCaipNetworks: 'absent: the network list marks what the wallet does not allow',
  getAddressByChainNamespace: 'ours is getAddress(namespace)',
  getActiveChainNamespace: 'ours is getState().activeChain',
  getApprovedCaipNetworkIds: 'absent: the modal applies the approved networks itself',
  getPreferredAccountType: 'ours is getAccount().embeddedWalletInfo?.accountType',
  setCollapseWallets: 'ours is updateFeatures({ collapseWallets })',
  subscribeCaipNetworkChange: 'ours is subscribeNetwork(listener)',
  updateNativeBalance: 'absent: fetchBalance() reads the native balance',
  addAddressLabel: 'absent: Latchkey has no address labels',
  removeAddressLabel: 'absent: Latchkey has no address labels',
  ...Object.fromEntries(
    [
      'setCaipAddress',
      'setBalance',
      'setProfileName',
      'setProfileImage',
      'setUser',
      'resetAccount',
      'setCaipNetwork',
      'setCaipNetworkOfNamespace',
      'setStatus',
      'setConnectors',
      'setConnections',
      'setConnectedWalletInfo',
      'setRequestedCaipNetworks',
      'setApprovedCaipNetworksData',
      'setClientId',
      'resetNetwork',
      'addConnector',
      'resetWcConnection',
      'setAddressExplorerUrl',
      'setSmartAccountDeployed',
      'setPreferredAccountType',
      'setEIP6963Enabled',
      'handleUnsafeRPCRequest',
      'syncIdentity',
      'fetchIdentity',
      'getReownName',
      'getConnectors',
      'getConnectorImage',
    ].map((name) => [
      name,
      "absent: the field's adapters call it; Latchkey's controllers own that state",
    ]),
  ),
})
