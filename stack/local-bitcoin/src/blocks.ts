import { Block, Transaction } from 'bitcoinjs-lib'
import {
  BLOCK_SUBSIDY_SATS,
  LOCAL_BITCOIN_GENESIS_HASH,
  REGTEST_BITS,
  REGTEST_HALVING_INTERVAL,
} from './constants'

// Bitcoin Core's regtest genesis block (chainparams.cpp): mainnet's coinbase, regtest's header.
const GENESIS_COINBASE_HEX =
  '01000000010000000000000000000000000000000000000000000000000000000000000000ffffffff4d04ffff001d0104455468652054696d65732030332f4a616e2f32303039204368616e63656c6c6f72206f6e206272696e6b206f66207365636f6e64206261696c6f757420666f722062616e6b73ffffffff0100f2052a01000000434104678afdb0fe5548271967f1a67130b7105cd6a828e03909a67962e0ea1f61deb649f6bc3f4cef38c4f35504e51ec112de5c384df7ba0b8d578a4c702b6bf11d5fac00000000'

export function genesisBlock(): Block {
  const block = new Block()
  block.version = 1
  block.prevHash = new Uint8Array(32)
  block.transactions = [Transaction.fromHex(GENESIS_COINBASE_HEX)]
  block.merkleRoot = Block.calculateMerkleRoot(block.transactions)
  block.timestamp = 1296688602
  block.bits = REGTEST_BITS
  block.nonce = 2
  if (block.getId() !== LOCAL_BITCOIN_GENESIS_HASH) throw new Error('The regtest genesis is wrong')
  return block
}

/** The block subsidy at a height, halving every 150 blocks as on regtest. */
export function blockSubsidy(height: number): bigint {
  const halvings = Math.floor(height / REGTEST_HALVING_INTERVAL)
  return halvings >= 64 ? 0n : BLOCK_SUBSIDY_SATS >> BigInt(halvings)
}

/** A coinbase paying `value` to `script`; its input pushes the height (BIP-34), so each txid differs. */
export function coinbaseTransaction(
  height: number,
  script: Uint8Array,
  value: bigint,
): Transaction {
  const tx = new Transaction()
  tx.version = 2
  const heightBytes = scriptNumber(height)
  const scriptSig = Uint8Array.from([heightBytes.length, ...heightBytes, 0x00])
  tx.addInput(new Uint8Array(32), 0xffffffff, 0xffffffff, scriptSig)
  tx.addOutput(script, value)
  return tx
}

/** A block on `prevHash` holding `transactions` (the coinbase first), its nonce ground to regtest's target. */
export function assembleBlock(
  prevHash: Uint8Array,
  transactions: Transaction[],
  timestamp: number,
): Block {
  const block = new Block()
  block.version = 0x20000000
  block.prevHash = prevHash
  block.transactions = transactions
  block.merkleRoot = Block.calculateMerkleRoot(transactions)
  block.timestamp = timestamp
  block.bits = REGTEST_BITS
  block.nonce = 0
  while (!block.checkProofOfWork()) block.nonce++
  return block
}

function scriptNumber(n: number): number[] {
  const bytes: number[] = []
  for (let v = n; v > 0; v = Math.floor(v / 256)) bytes.push(v & 0xff)
  if (bytes.length === 0) return [0]
  if ((bytes[bytes.length - 1] as number) & 0x80) bytes.push(0)
  return bytes
}
