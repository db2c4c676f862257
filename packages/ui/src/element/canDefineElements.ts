/** True where custom elements exist: a browser, not a server render. */
export function canDefineElements(): boolean {
  return typeof window !== 'undefined' && typeof customElements !== 'undefined'
}
