import { ChevronRight } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { Badge } from '@/components/ui/badge'

export function MethodBadge({ method }: { method: string }) {
  return (
    <Badge variant={method === 'GET' ? 'secondary' : 'outline'} className="w-16 justify-center font-mono">
      {method}
    </Badge>
  )
}

/**
 * A collapsible entry whose body is only rendered once opened: the document has a hundred
 * endpoints, each with several response schemas.
 */
export function DocEntry({
  summary,
  children,
  ...data
}: { summary: ReactNode; children: () => ReactNode } & Record<`data-${string}`, string>) {
  const [opened, setOpened] = useState(false)
  return (
    <details
      className="group rounded-lg border border-border bg-card"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true)
      }}
      {...data}
    >
      <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 rounded-lg px-3 py-2 hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-details-marker]:hidden">
        <ChevronRight
          aria-hidden
          className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-90 rtl:-scale-x-100 rtl:group-open:-rotate-90"
        />
        {summary}
      </summary>
      {opened && <div className="grid gap-4 border-t border-border px-3 py-3 sm:px-4">{children()}</div>}
    </details>
  )
}

export function SubHeading({ children }: { children: ReactNode }) {
  return <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{children}</h4>
}
