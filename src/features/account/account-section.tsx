import type { ReactNode } from 'react'
import { Card } from '@/components/ui/card'
import { cn } from '@/lib/cn'

export function AccountSection({
  id,
  title,
  description,
  actions,
  danger = false,
  children,
}: {
  id: string
  title: ReactNode
  description?: ReactNode
  actions?: ReactNode
  danger?: boolean
  children?: ReactNode
}) {
  return (
    <section aria-labelledby={`account-${id}-title`}>
      <Card raised className={cn('grid gap-4 p-5 sm:p-6', danger && 'border-destructive/40')}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            <h2 id={`account-${id}-title`} className={cn('text-lg font-semibold', danger && 'text-destructive')}>
              {title}
            </h2>
            {description && <p className="text-sm text-muted-foreground">{description}</p>}
          </div>
          {actions}
        </div>
        {children}
      </Card>
    </section>
  )
}
