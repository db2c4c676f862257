import { TIMING } from '@latchkey/core'
import { subscribe } from 'valtio/vanilla'
import type { CoreContext } from '../core/CoreContext'
import type { EmbeddedHost } from './EmbeddedHost'

type HostContext = Pick<
  CoreContext,
  | 'alert'
  | 'chain'
  | 'clock'
  | 'connection'
  | 'connectors'
  | 'modal'
  | 'options'
  | 'pendingRequests'
  | 'router'
  | 'snack'
  | 'theme'
>

/** The modal side of the embedded wallet's requests. */
export function createEmbeddedHost(ctx: HostContext): EmbeddedHost {
  return {
    pendingRequests: ctx.pendingRequests,
    approvalStarted() {
      if (ctx.modal.state.open) ctx.router.push('ApproveTransaction')
      else void ctx.modal.open({ view: 'ApproveTransaction' })
    },
    approvalEnded() {
      if (ctx.router.state.view !== 'ApproveTransaction') return
      if (ctx.router.state.history.length > 1) ctx.router.goBack()
      else ctx.modal.close()
    },
    alert(code) {
      if (code !== 'UNSUPPORTED_RPC_METHOD') return void ctx.alert.showOnce({ code })
      // SPEC §8: the disallowed-method alert comes about 300 ms after the modal opens.
      ctx.snack.showError({ code: 'ACTION_NOT_ALLOWED' })
      ctx.clock.setTimeout(
        () => ctx.alert.showOnce({ code: 'UNSUPPORTED_RPC_METHOD' }),
        TIMING.UNSUPPORTED_RPC_ALERT_DELAY_MS,
      )
    },
    userChanged({ socialProvider, ...user }) {
      for (const namespace of ctx.chain.namespaces())
        if (ctx.connectors.getAuthConnector(namespace))
          ctx.chain.setAccount(namespace, { user, socialProvider })
    },
    socialLoginReturned() {
      const connector = ctx.connectors.getAuthConnector()
      if (connector) void ctx.connection.connect({ connectorId: connector.id }).catch(() => {})
    },
    // Plain copies: the frame receives them through postMessage, which cannot clone a proxy.
    theme: () =>
      plain({
        themeMode: ctx.theme.state.themeMode,
        themeVariables: ctx.theme.state.themeVariables as Record<string, string | number>,
      }),
    onThemeChange: (listener) => subscribe(ctx.theme.state, listener),
    dappData: () =>
      plain({
        ...(ctx.options.state.metadata ? { metadata: ctx.options.state.metadata } : {}),
        sdkVersion: ctx.options.state.sdkVersion,
        projectId: ctx.options.state.projectId,
      }),
  }
}

const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T
