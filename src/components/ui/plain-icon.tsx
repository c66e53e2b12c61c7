import type { LucideIcon } from 'lucide-react'
import { type ReactElement, type ReactNode, createElement } from 'react'

type IconNode = Array<[string, Record<string, string>]>

/** A lucide icon component is a forwardRef whose render, without hooks, hands its data to lucide's `Icon`. */
function nodeOf(icon: LucideIcon): IconNode | undefined {
  try {
    const { render } = icon as unknown as { render?: (props: object, ref: null) => ReactElement<{ icon?: unknown }> }
    const node = (render?.({}, null).props.icon as { node?: unknown } | undefined)?.node
    return Array.isArray(node) ? (node as IconNode) : undefined
  } catch {
    return undefined
  }
}

const pathsByIcon = new WeakMap<LucideIcon, ReactNode[] | null>()

/** Its paths as elements, made once per icon (elements can be shared); null when lucide hides its data. */
function pathsOf(icon: LucideIcon) {
  let paths = pathsByIcon.get(icon)
  if (paths === undefined) {
    paths = nodeOf(icon)?.map(([tag, attributes]) => createElement(tag, attributes)) ?? null
    pathsByIcon.set(icon, paths)
  }
  return paths
}

/**
 * A decorative lucide icon drawn as a plain `<svg>` whose paths are made once: lucide's component rebuilds them and
 * merges its classes at every render, which the server pays for every icon of every page (the shell shows about
 * twenty, a list one per row). Falls back to the component if a lucide version hides the icon's data.
 */
export function PlainIcon({ icon: Icon, className }: { icon: LucideIcon; className?: string }) {
  const paths = pathsOf(Icon)
  if (!paths) return <Icon aria-hidden className={className} />
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {paths}
    </svg>
  )
}
