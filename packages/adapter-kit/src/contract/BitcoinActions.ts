/** What only Bitcoin wallets do: the `bitcoin` part of a Bitcoin adapter (PSBT signing). */
export interface BitcoinActions {
  /**
   * Signs the listed inputs of a PSBT (base64) with the wallet's addresses' keys; broadcasts the
   * finalized transaction when asked and answers its txid too.
   */
  signPsbt(params: {
    psbt: string
    /** Input indexes to sign, by the address that signs them. */
    signInputs: Readonly<Record<string, readonly number[]>>
    broadcast?: boolean
    connectorId?: string
  }): Promise<{ psbt: string; txid?: string }>
}
