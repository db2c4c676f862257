export { standardTokenAbi, usdtStyleAbi } from './abis'
export { entryPointV07Bytecode } from './accountAbstraction.gen'
export { ANVIL_PATH_ENV, AnvilNotFoundError, resolveAnvilBinary } from './anvilBinary'
export { AnvilExitedError } from './anvilProcess'
export {
  constantProductFactoryArtifact,
  constantProductPairArtifact,
  constantProductRouterArtifact,
  demoCollection721Artifact,
  demoCollection1155Artifact,
  ensOffchainResolverArtifact,
  ensPublicResolverArtifact,
  ensRegistryArtifact,
  ensReverseRegistrarArtifact,
  ensUniversalResolverArtifact,
  idRegistryArtifact,
  latchkeyAccountArtifact,
  latchkeyAccountFactoryArtifact,
  latchkeyTokenArtifact,
  usdtStyleTokenArtifact,
  wrappedNativeArtifact,
} from './artifacts.gen'
export { localChainDefinition } from './chainDefinition'
export {
  DEMO_MNEMONIC,
  DEMO_TOKEN_HOLDERS,
  LOCAL_ACCOUNT_BALANCE_ETH,
  LOCAL_ACCOUNT_COUNT,
  LOCAL_CHAIN_IDS,
} from './constants'
export {
  type DemoNftContent,
  type DemoNftFile,
  demoNftContent,
  rawCid,
  squarePng,
} from './demoNftContent'
export { DEMO_TOKEN_SPECS, type DemoTokenSpec } from './demoTokens'
export {
  deployAccountAbstraction,
  type LocalAccountAbstraction,
} from './deployAccountAbstraction'
export {
  DEMO_NFT_ADDRESSES,
  type DemoNftCollections,
  type DeployDemoNftsParameters,
  deployDemoNfts,
  type MintDemoKeyParameters,
  mintDemoKey,
} from './deployDemoNfts'
export {
  deployEns,
  type LocalEns,
  type SetEnsNameParameters,
  type SetOffchainZoneParameters,
  setEnsName,
  setOffchainZone,
} from './deployEns'
export { type DeployExchangeParameters, deployExchange } from './deployExchange'
export {
  type DeployPriceFeedsParameters,
  deployPriceFeeds,
  type UpdatePriceFeedParameters,
  updatePriceFeed,
} from './deployPriceFeeds'
export { ENS_ADDRESSES } from './ensAddresses'
export {
  EXCHANGE_DEPLOYER_INDEX,
  EXCHANGE_POOL_SPECS,
  type ExchangePoolSpec,
} from './exchangePools'
export { findFreePort } from './freePort'
export {
  deployIdRegistry,
  type IdRegistryTarget,
  idRegistryAbi,
  LOCAL_ID_REGISTRY_ADDRESS,
  registerFid,
} from './idRegistry'
export { mockV3AggregatorArtifact } from './priceFeedArtifacts.gen'
export { PRICE_FEED_DEPLOYER_INDEX, PRICE_FEED_SPECS, type PriceFeedSpec } from './priceFeeds'
export { type DemoNftServer, serveDemoNfts } from './serveDemoNfts'
export {
  type StartLocalChainParameters,
  type StartLocalChainReturnType,
  startLocalChain,
} from './startLocalChain'
export type {
  DemoToken,
  LocalAccountKey,
  LocalChain,
  LocalExchange,
  LocalPriceFeed,
  StartLocalChainOptions,
} from './types'
export { LocalChainTimeoutError } from './waitForRpc'
