export { ADAPTER_FACTORIES, IMPORT_MAP } from './mappings'
export { type RunCodemodResult, runCodemod } from './runCodemod'
export { renameThemeVariables } from './themeVariables'
export { type TransformResult, transformSource } from './transformSource'
