import {
  type ConnectParameters,
  connect as connectWallet,
  type HeadlessConnection,
} from '@latchkey/controllers/headless'
import { useCallback } from 'react'
import { missingInstance } from './missingInstance'
import { type HeadlessActionState, useHeadlessAction } from './useHeadlessAction'
import { useHeadlessConfig } from './useHeadlessConfig'

export interface UseConnectReturnType extends HeadlessActionState<HeadlessConnection> {
  /** Connects the wallet of this id (getWalletList's); rejects coded (HeadlessActionError). */
  connect(parameters: ConnectParameters): Promise<HeadlessConnection>
  reset(): void
}

/** Connect by wallet id, with its pending flag and coded error (wagmi's useConnect, by id). */
export function useConnect(): UseConnectReturnType {
  const config = useHeadlessConfig()
  const action = useCallback(
    (parameters: ConnectParameters) =>
      config ? connectWallet(config, parameters) : missingInstance<HeadlessConnection>(),
    [config],
  )
  const [connect, state, reset] = useHeadlessAction(action)
  return { connect, reset, ...state }
}
