export function toBase64(bytes: Uint8Array): string {
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return btoa(text)
}

export function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
}

const HEX = /^(?:[0-9a-f]{2})+$/i

/** A signature some wallets answer in hex and others in base64, as base64. */
export function signatureToBase64(signature: string): string {
  if (!HEX.test(signature)) return signature
  const bytes = new Uint8Array(signature.length / 2)
  for (let i = 0; i < bytes.length; i++)
    bytes[i] = Number.parseInt(signature.slice(2 * i, 2 * i + 2), 16)
  return toBase64(bytes)
}
