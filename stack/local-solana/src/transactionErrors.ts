/** Solana's TransactionError and InstructionError as the RPC writes them (JSON), from LiteSVM's. */
export type TransactionErrorJson = string | Record<string, unknown>

// Variant names in the runtime's order (LiteSVM passes the fieldless ones as their index).
const transactionErrorNames = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
]

const instructionErrorNames = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
]

type LiteSvmError =
  | number
  | { index?: number; accountIndex?: number; err?: () => unknown; toString(): string }

function instructionErrorJson(error: unknown): TransactionErrorJson {
  if (typeof error === 'number') return instructionErrorNames[error] ?? 'GenericError'
  const value = error as { code?: number; msg?: string }
  if (typeof value.code === 'number') return { Custom: value.code }
  return { BorshIoError: value.msg ?? '' }
}

/** Converts LiteSVM's error object to the JSON the Solana RPC returns in `err`. */
export function transactionErrorJson(error: LiteSvmError): TransactionErrorJson {
  if (typeof error === 'number') return transactionErrorNames[error] ?? 'SanitizeFailure'
  if (typeof error.err === 'function') {
    return { InstructionError: [error.index ?? 0, instructionErrorJson(error.err())] }
  }
  if (typeof error.index === 'number') return { DuplicateInstruction: error.index }
  const name = String(error).includes('Restricted')
    ? 'ProgramExecutionTemporarilyRestricted'
    : 'InsufficientFundsForRent'
  return { [name]: { account_index: error.accountIndex ?? 0 } }
}

const messages: Record<string, string> = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  SignatureFailure: 'Transaction did not pass signature verification',
  InsufficientFunds: 'insufficient funds for instruction',
  MissingRequiredSignature: 'missing required signature for instruction',
}

/** The human text the RPC puts in "Transaction simulation failed: …". */
export function describeTransactionError(error: TransactionErrorJson): string {
  if (typeof error === 'string') return messages[error] ?? error
  const instruction = error.InstructionError as [number, TransactionErrorJson] | undefined
  if (instruction) {
    const [index, inner] = instruction
    const text =
      typeof inner === 'string'
        ? (messages[inner] ?? inner)
        : typeof inner.Custom === 'number'
          ? `custom program error: 0x${inner.Custom.toString(16)}`
          : JSON.stringify(inner)
    return `Error processing Instruction ${index}: ${text}`
  }
  const rent = error.InsufficientFundsForRent as { account_index: number } | undefined
  if (rent)
    return `Transaction results in an account (${rent.account_index}) with insufficient funds for rent`
  return JSON.stringify(error)
}

/** A transaction the chain refused before it landed (nothing changed, no fee taken). */
export class TransactionRejectedError extends Error {
  override readonly name = 'TransactionRejectedError'
  constructor(
    readonly err: TransactionErrorJson,
    readonly logs: string[] = [],
    readonly unitsConsumed = 0,
  ) {
    super(describeTransactionError(err))
  }
}
