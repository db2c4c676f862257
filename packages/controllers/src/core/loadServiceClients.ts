import { lazyModule } from '@latchkey/core'

export type ServiceClientsModule = typeof import('./serviceClients')

/** The provider clients' chunk, fetched once; a failed load is tried again on the next call. */
const serviceClients = lazyModule<ServiceClientsModule>(() => import('./serviceClients'))

export const loadServiceClients = serviceClients.load

/** The chunk when it is already there: a client is then built in its first caller's task. */
export const loadedServiceClients = serviceClients.loaded
