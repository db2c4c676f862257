/** SPEC §3 connection status. */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'
