// NUL and lone surrogates: JSON and JavaScript accept them, Postgres text and jsonb refuse them.
const NUL = '\u0000'
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Whether Postgres can store the string as text or inside jsonb. */
export function isStorableText(text: string): boolean {
  return !text.includes(NUL) && !LONE_SURROGATE.test(text)
}

/**
 * Why a parsed JSON value cannot be stored as jsonb (too deep, or a string or key Postgres
 * refuses), or undefined when it can. Walks without recursion, so no depth overflows the stack.
 */
export function storableJsonProblem(value: unknown, maxDepth: number): string | undefined {
  const stack: { value: unknown; depth: number; path: string }[] = [{ value, depth: 0, path: '' }]
  while (stack.length > 0) {
    const item = stack.pop()!
    if (typeof item.value === 'string') {
      if (!isStorableText(item.value))
        return `${item.path || 'value'} holds a NUL or unpaired surrogate character`
      continue
    }
    if (typeof item.value !== 'object' || item.value === null) continue
    if (item.depth >= maxDepth)
      return `${item.path || 'value'} is nested deeper than ${maxDepth} levels`
    const entries = Array.isArray(item.value)
      ? item.value.map((v, i) => [String(i), v] as const)
      : Object.entries(item.value)
    for (const [key, child] of entries) {
      if (!isStorableText(key))
        return `a key in ${item.path || 'value'} holds a NUL or unpaired surrogate character`
      stack.push({
        value: child,
        depth: item.depth + 1,
        path: `${item.path ? `${item.path}.` : ''}${key.slice(0, 40)}`,
      })
    }
  }
  return undefined
}
