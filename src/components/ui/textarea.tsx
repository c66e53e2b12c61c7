import { useComposedRefs } from '@radix-ui/react-compose-refs'
import { type ComponentProps, useRef } from 'react'
import { cn } from '@/lib/ui/cn'
import { useKeepTypedValue } from '@/components/document/use-keep-typed-value'

/** What is typed before the page hydrates is kept. */
export function Textarea({ className, rows = 4, ref, ...props }: ComponentProps<'textarea'>) {
  const own = useRef<HTMLTextAreaElement>(null)
  useKeepTypedValue(own, props.value)
  return (
    <textarea
      ref={useComposedRefs(own, ref)}
      rows={rows}
      className={cn(
        'min-h-20 w-full rounded-lg border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/20 sm:text-sm',
        className,
      )}
      {...props}
    />
  )
}
