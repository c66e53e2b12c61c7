import { OTPInput, OTPInputContext, REGEXP_ONLY_DIGITS } from 'input-otp'
import { type ComponentProps, useContext } from 'react'
import { cn } from '@/lib/ui/cn'

export function CodeInput({
  length,
  className,
  ...props
}: Omit<ComponentProps<typeof OTPInput>, 'maxLength' | 'render' | 'children'> & { length: number }) {
  // Digits read left to right in every language, Arabic included.
  return (
    <div dir="ltr">
      <OTPInput
        maxLength={length}
        pattern={REGEXP_ONLY_DIGITS}
        inputMode="numeric"
        autoComplete="one-time-code"
        containerClassName={cn('flex items-center justify-between gap-2 has-disabled:opacity-60', className)}
        {...props}
      >
        {Array.from({ length }, (_, index) => (
          <CodeSlot key={index} index={index} />
        ))}
      </OTPInput>
    </div>
  )
}

function CodeSlot({ index }: { index: number }) {
  const slot = useContext(OTPInputContext).slots[index]
  return (
    <div
      dir="ltr"
      className={cn(
        'relative flex h-14 w-full max-w-12 items-center justify-center rounded-lg border border-input bg-card text-2xl font-semibold transition-all',
        slot?.isActive && 'border-ring ring-2 ring-ring/30',
      )}
    >
      {slot?.char}
      {slot?.hasFakeCaret && <span aria-hidden className="absolute h-6 w-px animate-pulse bg-foreground" />}
    </div>
  )
}
