// The on-ramp of the local stack (apps/provider README: On-ramp): a Coinbase-like partner selling
// ether on the local EVM chains, and a Meld-like one selling ether there and SOL and LUSD on the
// local Solana chain (SPEC §9: Meld serves eip155 and solana). The checkout pays from development
// account 9 on the EVM chains and Solana development account 4 (no test or development wallet
// signs with them, so their nonces and balances are the checkout's alone).

const FAUCET_ACCOUNT = 9
const SOLANA_FAUCET_ACCOUNT = 4

/** The provider's `onramp` config for the stack's local EVM chains and its local Solana chain. */
export function onrampForStack(chains, solana) {
  const ids = chains.map((chain) => `eip155:${chain.chainId}`)
  const seed = solana?.accounts[SOLANA_FAUCET_ACCOUNT]?.seed
  return {
    faucetPrivateKey: chains[0].accounts[FAUCET_ACCOUNT].privateKey,
    ...(seed ? { solanaFaucetSeed: `0x${Buffer.from(seed).toString('hex')}` } : {}),
    partners: [
      { id: 'coinbase', name: 'Coinbase', feePct: 1.5, chains: ids, assets: ['ETH'] },
      {
        id: 'meld',
        name: 'Meld',
        feePct: 1,
        chains: seed ? [...ids, solana.caip2] : ids,
        assets: seed ? ['ETH', 'SOL', 'LUSD'] : ['ETH'],
      },
    ],
  }
}
