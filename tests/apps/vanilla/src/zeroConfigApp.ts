// The zero-configuration start: adapters and networks only, no provider URL, no project id.
import { evmAdapter, localDevnet } from '@latchkey/adapter-evm'
import { createAppKit } from '@latchkey/ui'
import { loadConfig, show } from './config'
import { startDevWallet } from './devWallet'

const config = await loadConfig()
startDevWallet(config)

const appKit = createAppKit({
  adapters: [evmAdapter()],
  networks: config.chains.map((c) => localDevnet(c.chainId, c.rpcUrl)),
})

appKit.subscribeAccount((account) => {
  show('hook-status', account.status)
  show('hook-address', account.address ?? '')
})
appKit.subscribeNetwork(({ caipNetworkId }) => show('hook-network', caipNetworkId ?? ''))
