import { TIMING } from '@latchkey/core'
import { subscribe } from 'valtio/vanilla'
import * as Alert from '../controllers/AlertController'
import * as Chain from '../controllers/ChainController'
import * as Connection from '../controllers/ConnectionController'
import * as Connectors from '../controllers/ConnectorController'
import * as Modal from '../controllers/ModalController'
import * as Options from '../controllers/OptionsController'
import * as Router from '../controllers/RouterController'
import * as Snack from '../controllers/SnackController'
import * as Theme from '../controllers/ThemeController'
import type { Config } from '../core/Config'
import { slice } from '../core/store'
import type { EmbeddedHost } from './EmbeddedHost'
import { frameThemeVariables } from './frameThemeVariables'
import { pendingRequestsOf } from './pendingRequestsOf'

type HostContext = Config

/** The modal side of the embedded wallet's requests. */
export function createEmbeddedHost(ctx: HostContext): EmbeddedHost {
  const localeSlice = () => slice(ctx.store, 'modalLocale', () => ({ tag: undefined }))
  return {
    pendingRequests: pendingRequestsOf(ctx),
    approvalStarted() {
      if (Modal.state(ctx).open) Router.push(ctx, 'ApproveTransaction')
      else void Modal.open(ctx, { view: 'ApproveTransaction' })
    },
    approvalEnded() {
      if (Router.state(ctx).view !== 'ApproveTransaction') return
      if (Router.state(ctx).history.length > 1) Router.goBack(ctx)
      else Modal.close(ctx)
    },
    alert(code) {
      if (code !== 'UNSUPPORTED_RPC_METHOD') return void Alert.showOnce(ctx, { code })
      // SPEC §8: the disallowed-method alert comes about 300 ms after the modal opens.
      Snack.showError(ctx, { code: 'ACTION_NOT_ALLOWED' })
      ctx.clock.setTimeout(
        () => Alert.showOnce(ctx, { code: 'UNSUPPORTED_RPC_METHOD' }),
        TIMING.UNSUPPORTED_RPC_ALERT_DELAY_MS,
      )
    },
    userChanged({ socialProvider, ...user }) {
      for (const namespace of Chain.namespaces(ctx))
        if (Connectors.getAuthConnector(ctx, namespace))
          Chain.setAccount(ctx, namespace, { user, socialProvider })
    },
    socialLoginReturned() {
      const connector = Connectors.getAuthConnector(ctx)
      if (connector) void Connection.connect(ctx, { connectorId: connector.id }).catch(() => {})
    },
    // Plain copies: the frame receives them through postMessage, which cannot clone a proxy.
    theme: () =>
      plain({
        themeMode: Theme.state(ctx).themeMode,
        themeVariables: frameThemeVariables(Theme.state(ctx)),
      }),
    onThemeChange: (listener) => subscribe(Theme.state(ctx), listener),
    // The slice read here as setModalLocale (the ui's, in the modal's chunk) makes it: sharing
    // that module would make a chunk of its own, named in the app's start-up preload list.
    locale: () => localeSlice().tag,
    onLocaleChange: (listener) => subscribe(localeSlice(), listener),
    dappData: () =>
      plain({
        ...(Options.state(ctx).metadata ? { metadata: Options.state(ctx).metadata } : {}),
        sdkVersion: Options.state(ctx).sdkVersion,
        projectId: Options.state(ctx).projectId,
      }),
  }
}

const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T
