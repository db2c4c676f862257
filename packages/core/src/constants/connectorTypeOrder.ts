// Its own module: the options read it at start-up, the rest of the orders only the modal
// (./ordering); a bundler places a module whole (issue 13).

/** SPEC §2 default order of connector groups in the Connect view; the host can override it. */
export const CONNECTOR_TYPE_ORDER = Object.freeze([
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const)
export type ConnectorGroup = (typeof CONNECTOR_TYPE_ORDER)[number]
