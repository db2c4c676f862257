import * as Chain from '@latchkey/controllers/chain'
import * as Router from '@latchkey/controllers/router'
import * as Send from '@latchkey/controllers/send'
import { isLatchkeyError } from '@latchkey/core'
import { useEffect, useState } from 'react'
import { activeAccount } from '../../app/activeAccount'
import { useControllers } from '../../app/ControllersContext'
import { readControllerState, useControllerState } from '../../app/controllerState'
import { Alert } from '../../components/Alert/Alert'
import { Button } from '../../components/Button/Button'
import { formatTokenAmount } from '../../format/formatTokenAmount'
import { useI18n } from '../../i18n'
import { useStyles } from '../../styles/StyleRootContext'
import { ViewBody } from '../shared/ViewBody'
import { previewFee } from './previewFee'
import { sendPreviewCss } from './sendPreviewCss'

/**
 * The send's review step (SPEC §2 WalletSendPreview): amount, token, receiver and its name,
 * network and fee, then the send itself. A form no longer complete (reset by a network or
 * account change) goes back to the form instead of showing a half-empty review.
 */
export function WalletSendPreviewView() {
  const ctx = useControllers()
  const { t, errorText, locale } = useI18n()
  const [problem, setProblem] = useState<string | undefined>(undefined)
  useStyles(sendPreviewCss)
  const form = useControllerState(Send.state(ctx))
  const chain = useControllerState(Chain.state(ctx))
  const network = chain.activeCaipNetwork
  const account = activeAccount(chain)
  const complete = Boolean(
    network && account?.address && form.sendTokenAmount && form.receiverAddress,
  )

  useEffect(() => {
    // After a send the router has already left for Account: only a review still shown goes back.
    if (!complete && readControllerState(Router.state(ctx)).view === 'WalletSendPreview')
      Router.replace(ctx, 'WalletSend')
  }, [complete, ctx])

  if (!complete || !network) return null
  const symbol = form.token?.symbol ?? network.nativeCurrency.symbol
  const fee = previewFee(network, form, locale)
  const confirm = () => {
    setProblem(undefined)
    // The send action checks again (a balance may have dropped since the form): its refusal is
    // shown here, before any wallet call; a wallet's failure is the action's toast. Either way
    // the review stays for a retry; success is the action's: back to Account.
    Send.sendToken(ctx).catch((error: unknown) => {
      if (isLatchkeyError(error, 'INVALID_AMOUNT_AND_RECEIVER')) setProblem(errorText(error))
    })
  }

  return (
    <ViewBody>
      <dl className="lk-preview">
        <div>
          <dt>{t('send.preview.amount')}</dt>
          <dd className="lk-lead">
            {formatTokenAmount(form.sendTokenAmount, locale)} {symbol}
          </dd>
        </div>
        <div>
          <dt>{t('send.preview.to')}</dt>
          <dd>
            {form.receiverProfileName && <strong>{form.receiverProfileName} </strong>}
            <span className="lk-mono">{form.receiverAddress}</span>
          </dd>
        </div>
        <div>
          <dt>{t('send.preview.network')}</dt>
          <dd>{network.name}</dd>
        </div>
        <div>
          <dt>{t('send.preview.fee')}</dt>
          <dd>{fee ?? t('send.preview.feeUnknown')}</dd>
        </div>
      </dl>
      {problem && <Alert title={problem} />}
      <Button fullWidth loading={form.loading} onClick={confirm} data-autofocus>
        {t('send.preview.confirm')}
      </Button>
    </ViewBody>
  )
}
