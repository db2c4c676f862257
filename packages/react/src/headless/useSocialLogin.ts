import {
  getSocialProviders,
  type HeadlessConnection,
  loginWithSocial,
  watchWallets,
} from '@latchkey/controllers/headless'
import type { DefaultSocial } from '@latchkey/core'
import { useCallback, useEffect, useState } from 'react'
import { missingInstance } from './missingInstance'
import { useConnectionStatus } from './useConnectionStatus'
import { type HeadlessActionState, useHeadlessAction } from './useHeadlessAction'
import { useHeadlessConfig } from './useHeadlessConfig'

export interface UseSocialLoginReturnType extends HeadlessActionState<HeadlessConnection> {
  /** The host's socials the embedded wallet can run. */
  providers: DefaultSocial[]
  /** Call it in the click handler: the provider's popup opens at once. */
  login(provider: DefaultSocial): Promise<HeadlessConnection>
  /** Sign In With Farcaster's link, while that login waits. */
  farcasterUrl: string | undefined
}

/** SPEC §4 social login (and Farcaster) with no modal. */
export function useSocialLogin(): UseSocialLoginReturnType {
  const config = useHeadlessConfig()
  const { login: loginState } = useConnectionStatus()
  const action = useCallback(
    (provider: DefaultSocial) =>
      config ? loginWithSocial(config, provider) : missingInstance<HeadlessConnection>(),
    [config],
  )
  const [login, state] = useHeadlessAction(action)
  const [providers, setProviders] = useState<DefaultSocial[]>([])
  // The embedded wallet's connector may come after the first render: read again when it does.
  useEffect(() => {
    if (!config) return
    const read = () =>
      setProviders((old) => {
        const next = getSocialProviders(config)
        return next.join() === old.join() ? old : next
      })
    read()
    return watchWallets(config, read)
  }, [config])
  return { providers, login, farcasterUrl: loginState.farcasterUrl, ...state }
}
