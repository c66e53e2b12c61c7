import { useComposedRefs } from '@radix-ui/react-compose-refs'
import { type ComponentProps, useRef } from 'react'
import { cn } from '@/lib/ui/cn'
import { useKeepTypedValue } from '@/components/document/use-keep-typed-value'

/** What is typed before the page hydrates is kept. */
export function Input({ className, ref, ...props }: ComponentProps<'input'>) {
  const own = useRef<HTMLInputElement>(null)
  useKeepTypedValue(own, props.value)
  return (
    <input
      ref={useComposedRefs(own, ref)}
      className={cn(
        'h-11 w-full rounded-lg border border-input bg-card px-3 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/20 sm:text-sm',
        className,
      )}
      {...props}
    />
  )
}
