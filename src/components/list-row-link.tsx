import { createLink } from '@tanstack/react-router'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/ui/cn'

/**
 * lucide's chevron-right as a plain element, made once for every row: a list renders one per row, and the icon
 * component rebuilds its paths and merges its classes on each.
 */
const chevron = (
  <svg
    xmlns="http://www.w3.org/2000/svg"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    className="size-4 shrink-0 text-muted-foreground rtl:-scale-x-100"
  >
    <path d="m9 18 6-6-6-6" />
  </svg>
)

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
      {chevron}
    </a>
  )
}

/** A list row that opens the item's page: the whole row is the link, ending with a chevron. Typed like `Link`. */
export const ListRowLink = createLink(ListRowAnchor)
