import * as Router from '../controllers/RouterController'
import type { Config } from '../core/Config'
import { codeMailed } from './emailCodeCoolDown'
import { embeddedLogin, type NoAuthConnectorError } from './embeddedLogin'
import { currentLoginAttempt, isCurrentLoginAttempt } from './loginAttempt'

export interface ApproveDeviceParameters {
  email: string
}

/** 'APPROVED' (the code view is shown), or 'ABANDONED' (the visitor left first). */
export type ApproveDeviceReturnType = { status: 'APPROVED' | 'ABANDONED' }

/** No embedded wallet, or the frame's failure (a time-out after 30 s, SPEC §9). */
export type ApproveDeviceErrorType = NoAuthConnectorError | Error

export type ApproveDeviceContext = Config

/** SPEC §4 device verification: waits for the link in the mail to be opened; the code follows. */
export async function approveDevice(
  ctx: ApproveDeviceContext,
  { email }: ApproveDeviceParameters,
): Promise<ApproveDeviceReturnType> {
  const attempt = currentLoginAttempt(ctx)
  const { provider } = embeddedLogin(ctx)
  try {
    await provider.connectDevice()
  } catch (error) {
    if (attempt !== undefined && !isCurrentLoginAttempt(ctx, attempt))
      return { status: 'ABANDONED' }
    throw error
  }
  if (attempt !== undefined && !isCurrentLoginAttempt(ctx, attempt)) return { status: 'ABANDONED' }
  codeMailed(ctx, 'login')
  Router.replace(ctx, 'EmailVerifyOtp', { email })
  return { status: 'APPROVED' }
}
