import { type ReactElement, type ReactNode, cloneElement, useId } from 'react'
import { cn } from '@/lib/ui/cn'

/** `children` is the control itself. */
export function Field({
  label,
  help,
  error,
  className,
  children,
}: {
  label: ReactNode
  help?: ReactNode
  error?: string
  className?: string
  children: ReactElement<Record<string, unknown>>
}) {
  const id = useId()
  const helpId = help ? `${id}-help` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [helpId, errorId].filter(Boolean).join(' ') || undefined

  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {cloneElement(children, { id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {help && (
        <p id={helpId} className="text-sm text-muted-foreground">
          {help}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}
