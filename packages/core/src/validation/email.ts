// RFC 5322 dot-atom local part; quoted local parts are refused as no login provider accepts them.
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/
const LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/
// Top-level domains are alphabetic, or punycode for internationalised ones.
const TLD = /^([A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/

/**
 * SPEC §5 e-mail check for login and e-mail update: one '@', a dot-atom local part of at most
 * 64 characters, and a host name of at least two DNS labels (an internationalised domain must
 * be given in punycode), 254 characters at most in all.
 */
export function isValidEmail(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 254) return false
  const at = value.lastIndexOf('@')
  if (at <= 0 || value.indexOf('@') !== at) return false
  const local = value.slice(0, at)
  const domain = value.slice(at + 1)
  if (local.length > 64 || !LOCAL_PART.test(local)) return false
  if (domain.length > 253) return false
  const labels = domain.split('.')
  const tld = labels.at(-1) ?? ''
  return labels.length >= 2 && labels.every((label) => LABEL.test(label)) && TLD.test(tld)
}
