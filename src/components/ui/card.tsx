import { Slot } from '@radix-ui/react-slot'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/ui/cn'

/** `asChild` gives the card's look to its only child, so a section, form or list keeps its element. */
export function Card({
  asChild = false,
  raised = false,
  className,
  ...props
}: ComponentProps<'div'> & { asChild?: boolean; raised?: boolean }) {
  const Element = asChild ? Slot : 'div'
  return (
    <Element
      className={cn('rounded-card border border-border bg-card p-6', raised && 'shadow-sm sm:p-8', className)}
      {...props}
    />
  )
}
