// The on-ramp of the local stack (apps/provider README: On-ramp): a Coinbase-like and a Meld-like
// partner selling ether on the local EVM chains, paid from development account 9 (no test or
// development wallet signs with it, so its nonces are the checkout's alone).

const FAUCET_ACCOUNT = 9

/** The provider's `onramp` config for the stack's local EVM chains. */
export function onrampForStack(chains) {
  const ids = chains.map((chain) => `eip155:${chain.chainId}`)
  return {
    faucetPrivateKey: chains[0].accounts[FAUCET_ACCOUNT].privateKey,
    partners: [
      { id: 'coinbase', name: 'Coinbase', feePct: 1.5, chains: ids, assets: ['ETH'] },
      { id: 'meld', name: 'Meld', feePct: 1, chains: ids, assets: ['ETH'] },
    ],
  }
}
