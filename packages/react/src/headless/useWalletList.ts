import {
  type GetWalletListParameters,
  getWalletList,
  type HeadlessError,
  type HeadlessWalletList,
  toHeadlessError,
  watchWallets,
} from '@latchkey/controllers/headless'
import { useEffect, useState } from 'react'
import { useHeadlessConfig } from './useHeadlessConfig'

export interface UseWalletListReturnType {
  /** The sections (installed, recent, recommended, a page of all); undefined until the first answer. */
  data: HeadlessWalletList | undefined
  isLoading: boolean
  error: HeadlessError | undefined
}

/**
 * The wallet list for `search`, `page` and `pageSize`, fetched again when they change, when a
 * wallet announces itself (EIP-6963) and after a connect (recent wallets). The last answer stays
 * on show while the next loads. Nothing runs on the server.
 */
export function useWalletList(parameters: GetWalletListParameters = {}): UseWalletListReturnType {
  const config = useHeadlessConfig()
  const { search = '', page = 1, pageSize } = parameters
  const [data, setData] = useState<HeadlessWalletList>()
  const [error, setError] = useState<HeadlessError>()
  const [isLoading, setLoading] = useState(false)
  const [version, setVersion] = useState(0)

  useEffect(() => {
    if (!config) return
    const bump = () => setVersion((v) => v + 1)
    return watchWallets(config, bump)
  }, [config])

  // biome-ignore lint/correctness/useExhaustiveDependencies: version asks again when wallets change
  useEffect(() => {
    if (!config) return
    let current = true
    setLoading(true)
    getWalletList(config, { search, page, ...(pageSize ? { pageSize } : {}) }).then(
      (list) => {
        if (!current) return
        setData(list)
        setError(undefined)
        setLoading(false)
      },
      (failure: unknown) => {
        if (!current) return
        setError(toHeadlessError(failure))
        setLoading(false)
      },
    )
    return () => {
      current = false
    }
  }, [config, search, page, pageSize, version])

  return { data, isLoading, error }
}
