// The part of bitcore-lib (which ships no types) that verifyInputScripts.ts uses.
declare module 'bitcore-lib' {
  interface BitcoreScript {
    toBuffer(): Buffer
  }
  interface BitcoreInput {
    output: unknown
    witnesses: Buffer[]
    script: BitcoreScript
  }
  interface BitcoreTransaction {
    inputs: BitcoreInput[]
  }
  interface BitcoreInterpreter {
    errstr: string
    verify(
      scriptSig: BitcoreScript,
      scriptPubkey: BitcoreScript,
      tx: BitcoreTransaction,
      nin: number,
      flags: number,
      witness: Buffer[],
      satoshis: number,
    ): boolean
  }
  const bitcore: {
    Transaction: {
      new (hex: string): BitcoreTransaction
      Output: new (o: { script: BitcoreScript; satoshis: number }) => unknown
    }
    Script: {
      new (buffer: Buffer): BitcoreScript
      Interpreter: { new (): BitcoreInterpreter } & Record<string, number>
    }
  }
  export default bitcore
}
