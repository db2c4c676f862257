import {
  type ConnectWalletConnectParameters,
  connectWalletConnect,
  type HeadlessConnection,
  type PairingLinks,
  type WalletConnectPairing,
} from '@latchkey/controllers/headless'
import { useCallback, useEffect, useRef } from 'react'
import { missingInstance } from './missingInstance'
import { useConnectionStatus } from './useConnectionStatus'
import { type HeadlessActionState, useHeadlessAction } from './useHeadlessAction'
import { useHeadlessConfig } from './useHeadlessConfig'

export interface UseWalletConnectUriReturnType
  extends Omit<HeadlessActionState<WalletConnectPairing>, 'data'> {
  /** The URI to show as a QR code, renewed when it expires; undefined when none waits. */
  uri: string | undefined
  /** When `uri` expires (ms since the epoch). */
  expiresAt: number | undefined
  /** Starts a pairing (for a registry wallet's id, or any wallet); resolves once its URI shows. */
  start(parameters?: ConnectWalletConnectParameters): Promise<WalletConnectPairing>
  /** Settles when a wallet approves the pairing started last. */
  connection: Promise<HeadlessConnection> | undefined
  /** The wallet app's links carrying the URI (SPEC §2 mobile deep links). */
  deepLink(walletId?: string): PairingLinks
  /**
   * In the click on one of them: keeps the deep-link choice, so that each request opens that
   * wallet again once connected; returns the link to open.
   */
  chooseDeepLink(walletId?: string, kind?: 'app' | 'web'): string | undefined
  /** Gives the pairing up. */
  cancel(): void
}

/**
 * SPEC §4 WalletConnect pairing: its URI and expiry, renewed on its own, the deep links, and the
 * connection. A pairing still waiting when the component unmounts is given up.
 */
export function useWalletConnectUri(): UseWalletConnectUriReturnType {
  const config = useHeadlessConfig()
  const { walletConnect } = useConnectionStatus()
  const action = useCallback(
    (parameters?: ConnectWalletConnectParameters) =>
      config ? connectWalletConnect(config, parameters) : missingInstance<WalletConnectPairing>(),
    [config],
  )
  const [start, { data: pairing, error, isPending }] = useHeadlessAction(action)
  const live = useRef<WalletConnectPairing | undefined>(undefined)
  live.current = pairing
  useEffect(() => () => live.current?.cancel(), [])
  const deepLink = useCallback((walletId?: string) => live.current?.deepLink(walletId) ?? {}, [])
  const chooseDeepLink = useCallback(
    (walletId?: string, kind?: 'app' | 'web') => live.current?.chooseDeepLink(walletId, kind),
    [],
  )
  const cancel = useCallback(() => live.current?.cancel(), [])
  return {
    uri: walletConnect?.uri,
    expiresAt: walletConnect?.expiresAt,
    start,
    connection: pairing?.connection,
    deepLink,
    chooseDeepLink,
    cancel,
    error,
    isPending,
  }
}
