import { providerConfigMarkdown } from '../../src/providerConfigReference'

// Built when the site is: the reference cannot drift from the schema it is read from.
export default {
  paths() {
    return [{ params: { page: 'configuration' }, content: providerConfigMarkdown() }]
  },
}
