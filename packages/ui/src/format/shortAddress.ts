/** '0x1234567890abcdef…' → '0x1234…cdef': enough to recognise, short enough for one line. */
export function shortAddress(address: string | undefined, head = 6, tail = 4): string {
  if (!address) return ''
  return address.length <= head + tail + 1
    ? address
    : `${address.slice(0, head)}…${address.slice(-tail)}`
}
