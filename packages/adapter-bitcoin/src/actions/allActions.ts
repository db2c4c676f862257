// The adapter's actions, one chunk loaded on first need (./loadActions): start-up carries the
// adapter object and its connectors, not the actions' code or the §5 address rule they check.
export { estimateFee } from './estimateFee'
export { getBalance } from './getBalance'
export { signMessage } from './signMessage'
export { signPsbt } from './signPsbt'
export { transfer } from './transfer'
