export {
  type LocalOidcClient,
  type LocalOidcOptions,
  type RunningLocalOidc,
  startLocalOidc,
} from './startLocalOidc'
