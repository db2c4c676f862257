/** SPEC §4 cached values of the e-mail login, in the host page's storage (no key, no token). */
const KEYS = Object.freeze({
  connected: '@latchkey/embedded/connected',
  email: '@latchkey/embedded/email',
  lastChainId: '@latchkey/embedded/lastChainId',
  socialUsername: '@latchkey/embedded/socialUsername',
})

export function loginCache(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined,
) {
  const read = (key: string) => {
    try {
      return storage?.getItem(key) ?? undefined
    } catch {
      return undefined
    }
  }
  const write = (key: string, value: string) => {
    try {
      storage?.setItem(key, value)
    } catch {
      // Storage full or blocked: the login still works for this page's life.
    }
  }
  return {
    KEYS,
    get loggedIn() {
      return read(KEYS.connected) === 'true'
    },
    get lastChainId(): number | undefined {
      const id = Number(read(KEYS.lastChainId))
      return Number.isSafeInteger(id) && id > 0 ? id : undefined
    },
    remember(user: { email?: string; userName?: string; chainId: number }) {
      write(KEYS.connected, 'true')
      if (user.email) write(KEYS.email, user.email)
      if (user.userName) write(KEYS.socialUsername, user.userName)
      write(KEYS.lastChainId, String(user.chainId))
    },
    rememberSocialUsername(username: string) {
      write(KEYS.socialUsername, username)
    },
    rememberChain(chainId: number) {
      write(KEYS.lastChainId, String(chainId))
    },
    /** Sign-out, or a not-connected answer (SPEC §4): the flag, e-mail, last chain, social name. */
    clear() {
      for (const key of Object.values(KEYS))
        try {
          storage?.removeItem(key)
        } catch {}
    },
  }
}
