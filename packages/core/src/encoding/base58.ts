const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Bytes as base58 (Bitcoin's alphabet), as Solana keys and WalletConnect's Solana messages are. */
export function toBase58(bytes: Uint8Array): string {
  const digits: number[] = []
  for (const byte of bytes) {
    let carry = byte
    for (let i = 0; i < digits.length; i++) {
      carry += (digits[i] as number) << 8
      digits[i] = carry % 58
      carry = Math.floor(carry / 58)
    }
    while (carry > 0) {
      digits.push(carry % 58)
      carry = Math.floor(carry / 58)
    }
  }
  let zeros = ''
  for (const byte of bytes) {
    if (byte !== 0) break
    zeros += '1'
  }
  return (
    zeros +
    digits
      .reverse()
      .map((d) => ALPHABET[d])
      .join('')
  )
}
