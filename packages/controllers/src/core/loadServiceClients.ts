export type ServiceClientsModule = typeof import('./serviceClients')

let loaded: ServiceClientsModule | undefined

/** The provider clients' chunk; deferredClient retries a failed load on the next call. */
export function loadServiceClients(): Promise<ServiceClientsModule> {
  return import('./serviceClients').then((module) => {
    loaded = module
    return module
  })
}

/** The chunk when it is already there: a client is then built in its first caller's task. */
export const loadedServiceClients = (): ServiceClientsModule | undefined => loaded
