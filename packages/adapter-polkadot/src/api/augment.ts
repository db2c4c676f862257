// Types only: the storage, constants and calls of the relay chains' pallets (system, balances).
import type {} from '@polkadot/api-augment'
