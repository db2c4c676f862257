import type { Logger } from '../core/Config'

/** Names each theme variable the modal cannot use, once per name (development builds only). */
export function warnUnknownThemeVariables(names: string[], told: Set<string>, logger: Logger) {
  for (const name of names) {
    if (told.has(name)) continue
    told.add(name)
    logger.warn(`Latchkey: the theme variable ${name} is not one the modal uses; see MIGRATING.md`)
  }
}
