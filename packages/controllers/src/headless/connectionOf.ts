import type { CaipAddress, ChainNamespace } from '@latchkey/core'
import * as Chain from '../controllers/ChainController'
import type { Config } from '../core/Config'

/** The account a connect ended with. */
export interface HeadlessConnection {
  namespace: ChainNamespace
  address: string
  caipAddress: CaipAddress
  connectorId: string
}

/** The account now standing on `namespace` through `connectorId`. */
export function connectionOf(
  config: Config,
  namespace: ChainNamespace,
  connectorId: string,
): HeadlessConnection {
  const account = Chain.getAccount(config, namespace)
  return {
    namespace,
    address: account?.address ?? '',
    caipAddress: account?.caipAddress as CaipAddress,
    connectorId,
  }
}
