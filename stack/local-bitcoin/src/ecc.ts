import * as ecc from '@bitcoinerlab/secp256k1'
import { initEccLib } from 'bitcoinjs-lib'

// bitcoinjs-lib needs a curve library for P2TR (BIP-341 tweaks); this module is imported first.
initEccLib(ecc)

export { ecc }
