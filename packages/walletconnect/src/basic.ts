// Basic mode (SPEC §2, no adapters): the UI's lazy `import('@latchkey/walletconnect/basic')`.
export { createBasicMode } from './createBasicMode'
