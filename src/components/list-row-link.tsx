import { createLink } from '@tanstack/react-router'
import { ChevronRight } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/ui/cn'
import { PlainIcon } from '@/components/ui/plain-icon'

function ListRowAnchor({ className, children, ...props }: ComponentProps<'a'>) {
  return (
    <a
      className={cn(
        'flex items-center gap-3 rounded-lg px-3 py-3 transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        className,
      )}
      {...props}
    >
      {children}
      <PlainIcon icon={ChevronRight} className="size-4 shrink-0 text-muted-foreground rtl:-scale-x-100" />
    </a>
  )
}

/** A list row that opens the item's page: the whole row is the link, ending with a chevron. Typed like `Link`. */
export const ListRowLink = createLink(ListRowAnchor)
