import { type ReactNode, useId } from 'react'
import { cn } from '@/lib/ui/cn'
import { Card } from './card'

/** A titled section of a page, in a card: its title names the region for assistive technology. */
export function SectionCard({
  title,
  description,
  actions,
  danger = false,
  raised = false,
  level = 2,
  className,
  children,
}: {
  title: ReactNode
  description?: ReactNode
  actions?: ReactNode
  danger?: boolean
  raised?: boolean
  /** The title's heading level: 3 for a section card inside another section. */
  level?: 2 | 3
  className?: string
  children?: ReactNode
}) {
  const titleId = useId()
  const Heading = level === 3 ? 'h3' : 'h2'
  return (
    <Card asChild raised={raised} className={cn('grid gap-4', danger && 'border-destructive/40', className)}>
      <section aria-labelledby={titleId}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            <Heading id={titleId} className={cn('text-lg font-semibold', danger && 'text-destructive')}>
              {title}
            </Heading>
            {description && <p className="text-sm text-muted-foreground">{description}</p>}
          </div>
          {actions}
        </div>
        {children}
      </section>
    </Card>
  )
}
