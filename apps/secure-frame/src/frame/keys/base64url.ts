/** Bytes to base64url and back, in the browser and in Node alike. */
export function toBase64Url(bytes: Uint8Array): string {
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export function fromBase64Url(value: string): Uint8Array {
  const text = atob(value.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(text, (ch) => ch.charCodeAt(0))
}
