import { ApiError, type ApiErrorBody } from '../http/ApiError'

/** The name routes' answer to a refusal: the error plus `reasons`, whose first the SDK shows (SPEC §8). */
export interface NameServiceErrorBody extends ApiErrorBody {
  reasons: { description: string }[]
}

/** An ApiError whose body also carries its message as the first reason. */
export class NameServiceError extends ApiError {
  override name = 'NameServiceError'

  static from(error: ApiError): NameServiceError {
    return new NameServiceError(error.status, error.code, error.message, error.headers)
  }

  override toBody(): NameServiceErrorBody {
    return { ...super.toBody(), reasons: [{ description: this.message }] }
  }
}

/** Runs a name route, answering its refusals with reasons. */
export async function withReasons<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof ApiError && !(error instanceof NameServiceError))
      throw NameServiceError.from(error)
    throw error
  }
}
