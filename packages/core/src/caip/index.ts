export * from './isChainNamespace'
export * from './parseCaipAddress'
export * from './parseCaipNetworkId'
export * from './toCaip'
