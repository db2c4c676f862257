// The adapter's actions, one chunk loaded on first need (./loadActions): start-up carries only
// the adapter object and the connection watcher, not wagmi's actions the app may not use.
export { askModal } from '../connectors/modalAsk'
export { connect } from './connect'
export { disconnect } from './disconnect'
export { estimateFee, estimateGas, getGasPrice } from './fees'
export { getBalance } from './getBalance'
export { sendTransaction } from './sendTransaction'
export { signMessage } from './signMessage'
export { signTypedData } from './signTypedData'
export { switchNetwork } from './switchNetwork'
export { syncConnection } from './syncConnection'
export { transfer } from './transfer'
export { writeContract } from './writeContract'
