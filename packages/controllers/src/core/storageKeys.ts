/** Keys this package writes to KeyValueStorage, in one place so reset code can find them all. */
export const STORAGE_KEYS = /* @__PURE__ */ Object.freeze({
  CONNECTION_STATUS: 'connection-status',
  ACTIVE_CONNECTOR_IDS: 'active-connector-ids',
  ACTIVE_CAIP_NETWORK_ID: 'active-caip-network-id',
  RECENT_WALLETS: 'recent-wallets',
  DEEP_LINK: 'deep-link',
  /** Last connected CAIP-10 id per namespace, shown while a session restores. */
  ADDRESS_CACHE: 'address-cache',
  SOCIAL_PROVIDER: 'social-provider',
})
