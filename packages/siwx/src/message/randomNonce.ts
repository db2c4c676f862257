const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** 17 random letters and digits (about 100 bits), from the platform's CSPRNG (EIP-4361 nonce). */
export function randomNonce(length = 17): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length * 2))
  let out = ''
  // Rejection sampling keeps every character equally likely.
  for (const b of bytes) {
    if (b < 248 && out.length < length) out += ALPHABET[b % 62]
  }
  return out.length === length ? out : out + randomNonce(length - out.length)
}
