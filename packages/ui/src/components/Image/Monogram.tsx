import { hueOf, initials } from './initials'

export interface MonogramProps {
  name: string
  size: number
  /** Rounded square for wallets, circle for tokens and networks. */
  shape?: 'square' | 'circle'
}

/** The drawn fallback of an image: initials on a colour derived from the name. */
export function Monogram({ name, size, shape = 'square' }: MonogramProps) {
  const hue = hueOf(name)
  const text = initials(name)
  return (
    <svg
      className="lk-image lk-monogram"
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      data-fallback="true"
    >
      {shape === 'circle' ? (
        <circle cx="20" cy="20" r="20" fill={`hsl(${hue} 55% 42%)`} />
      ) : (
        <rect width="40" height="40" rx="10" fill={`hsl(${hue} 55% 42%)`} />
      )}
      <text
        x="20"
        y="20"
        dy="0.35em"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontWeight="700"
        fontSize={text.length > 1 ? 15 : 18}
        fill="#ffffff"
      >
        {text}
      </text>
    </svg>
  )
}
