import { useState } from 'react'

/**
 * A dev wallet's account menu, as in a browser wallet: picking an account there makes the
 * wallet tell the site (accountsChanged). `selected` reads the wallet's choice after a pick.
 */
export function AccountMenu({
  addresses,
  selected,
  select,
  shown,
}: {
  addresses: readonly string[]
  selected: () => string | undefined
  select: (address: string) => void
  /** How many characters of an address show before and after the ellipsis. */
  shown: readonly [head: number, tail: number]
}) {
  const [current, setCurrent] = useState(selected)
  return (
    <label className="row">
      Account{' '}
      <select
        value={current}
        onChange={(event) => {
          select(event.target.value)
          setCurrent(selected())
        }}
      >
        {addresses.map((address) => (
          <option key={address} value={address}>
            {`${address.slice(0, shown[0])}…${address.slice(-shown[1])}`}
          </option>
        ))}
      </select>
    </label>
  )
}
