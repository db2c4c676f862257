import { checkCodeCoolDown, type TryAgainLaterError } from './emailCodeCoolDown'
import {
  type RequestEmailCodeContext,
  type RequestEmailCodeErrorType,
  type RequestEmailCodeReturnType,
  requestEmailCode,
} from './requestEmailCode'

export interface ResendEmailCodeParameters {
  email: string
}

export type ResendEmailCodeReturnType = RequestEmailCodeReturnType

/** Within 30 s of the last code: 'Please try again after {n} seconds' (SPEC §8). */
export type ResendEmailCodeErrorType = TryAgainLaterError | RequestEmailCodeErrorType

/** The code view's "resend": refused by the modal within 30 s of the last code (SPEC §5/§8). */
export async function resendEmailCode(
  ctx: RequestEmailCodeContext,
  { email }: ResendEmailCodeParameters,
): Promise<ResendEmailCodeReturnType> {
  checkCodeCoolDown(ctx, 'login')
  return requestEmailCode(ctx, { email })
}
