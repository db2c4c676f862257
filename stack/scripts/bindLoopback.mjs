// Preloaded into the Alto bundler (node --import): Alto listens on 0.0.0.0 with no option to
// change it, and the local stack binds only to 127.0.0.1 (DESIGN.md), so every listen on all
// interfaces becomes a listen on loopback.
import net from 'node:net'

const listen = net.Server.prototype.listen
net.Server.prototype.listen = function (...args) {
  const [first] = args
  if (first && typeof first === 'object' && ['0.0.0.0', '::', undefined].includes(first.host))
    args[0] = { ...first, host: '127.0.0.1' }
  else if (typeof first === 'number' && (args.length === 1 || typeof args[1] === 'function'))
    args.splice(1, 0, '127.0.0.1')
  else if (typeof first === 'number' && ['0.0.0.0', '::'].includes(args[1])) args[1] = '127.0.0.1'
  return listen.apply(this, args)
}
