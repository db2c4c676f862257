import { Fragment, type ReactNode } from 'react'

/** Like interpolate, with React nodes (links, emphasis) for the placeholders. */
export function interpolateNodes(template: string, nodes: Record<string, ReactNode>): ReactNode[] {
  return template.split(/(\{\w+\})/g).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1]
    const node = name !== undefined && Object.hasOwn(nodes, name) ? nodes[name] : part
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed template never reorder
    return <Fragment key={index}>{node}</Fragment>
  })
}
