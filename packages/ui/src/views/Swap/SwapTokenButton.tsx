import type { SwapToken } from '@latchkey/core'
import { Button } from '../../components/Button/Button'
import { ImageWithFallback } from '../../components/Image/ImageWithFallback'
import { useSwapT } from './swapMessages'

/** The token of one side; pressing it opens the token list for that side. */
export function SwapTokenButton({
  token,
  onClick,
  testId,
}: {
  token: SwapToken | undefined
  onClick: () => void
  testId: string
}) {
  const t = useSwapT()
  return (
    <Button
      variant="secondary"
      className="lk-swap-token"
      onClick={onClick}
      data-testid={testId}
      aria-label={token ? t('swap.changeToken', { symbol: token.symbol }) : t('swap.chooseToken')}
    >
      {token && (
        <ImageWithFallback src={token.logoUri} name={token.symbol} size={20} shape="circle" />
      )}
      {token ? token.symbol : t('swap.chooseToken')}
    </Button>
  )
}
