/** The well-known anvil/Hardhat test mnemonic. Its keys are public: never hold real funds with it. */
export const DEMO_MNEMONIC = 'test test test test test test test test test test test junk'

/** Chain ids of the two local chains, so network switching is real. */
export const LOCAL_CHAIN_IDS = { primary: 31337, secondary: 31338 } as const

/** Prefunded accounts anvil creates (and we derive keys for). */
export const LOCAL_ACCOUNT_COUNT = 10

/** Native balance of every prefunded account, in ETH. */
export const LOCAL_ACCOUNT_BALANCE_ETH = 10_000

/** How many of the first accounts receive demo tokens at start. */
export const DEMO_TOKEN_HOLDERS = 5
