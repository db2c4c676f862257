import { describe, expect, it } from 'vitest'
import { parseLocalChainCliArgs } from './localChainCli'

describe('parseLocalChainCliArgs()', () => {
  it('defaults to free ports and demo tokens', () => {
    expect(parseLocalChainCliArgs([])).toEqual({
      primaryPort: 0,
      secondaryPort: 0,
      deployTokens: true,
    })
  })

  it('reads ports, block time and --no-tokens', () => {
    expect(
      parseLocalChainCliArgs([
        '--port',
        '8545',
        '--secondary-port',
        '8546',
        '--block-time',
        '2',
        '--no-tokens',
      ]),
    ).toEqual({ primaryPort: 8545, secondaryPort: 8546, blockTime: 2, deployTokens: false })
  })

  it.each([
    [['--port'], /--port needs a port number/],
    [['--port', 'abc'], /--port needs a port number/],
    [['--secondary-port', '70000'], /--secondary-port needs a port number/],
    [['--block-time', '-1'], /--block-time needs a positive number/],
    [['--port', '9000', '--secondary-port', '9000'], /must differ/],
    [['--verbose'], /Unknown argument --verbose/],
  ])('rejects %j', (argv, message) => {
    expect(() => parseLocalChainCliArgs(argv)).toThrow(message)
  })
})
