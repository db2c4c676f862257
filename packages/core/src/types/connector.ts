/** SPEC §3 connector types. */
export type ConnectorType =
  | 'EXTERNAL'
  | 'INJECTED'
  | 'ANNOUNCED'
  | 'AUTH'
  | 'MULTI_CHAIN'
  | 'WALLET_CONNECT'
  | 'ID_AUTH'
