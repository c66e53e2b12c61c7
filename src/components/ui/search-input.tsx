import { Search, X } from 'lucide-react'
import { type ComponentProps, type FormEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/ui/cn'
import { useKeepTypedValue } from '@/components/document/use-keep-typed-value'

export interface SearchInputProps extends Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'placeholder' | 'className'
> {
  value: string
  /** Called with the new term once typing pauses for `debounceMs`, or at once when cleared. */
  onChange: (value: string) => void
  debounceMs?: number
  placeholder?: string
  className?: string
  inputClassName?: string
  /** Given, the box is a GET search form with this name, which works before the page hydrates. */
  name?: string
}

/**
 * When `value` changes from outside (back button, a link), the box follows, unless it is only the echo of
 * what this box sent. A term typed before the page hydrates is taken up and sent.
 */
export function SearchInput({
  value,
  onChange,
  debounceMs = 300,
  placeholder,
  className,
  inputClassName,
  name,
  onKeyDown,
  'aria-label': ariaLabel,
  ...inputProps
}: SearchInputProps) {
  const { t } = useTranslation('ui')
  const inputRef = useRef<HTMLInputElement>(null)
  const timer = useRef<{ id?: ReturnType<typeof setTimeout>; sent?: string }>({})
  // `seen` is the last outside value rendered, `sent` the last value this box emitted.
  const [state, setState] = useState({ text: value, seen: value, sent: undefined as string | undefined })
  useKeepTypedValue(inputRef, state.text)

  if (value !== state.seen) {
    // Adjusting state while rendering (rather than in an effect) avoids a frame showing the old text.
    setState({ text: value === state.sent ? state.text : value, seen: value, sent: state.sent })
  }

  const lastValue = useRef(value)
  useEffect(() => {
    // An outside change that is not our own echo wins over a pending, older emission (not the
    // first render's value: a term typed before hydration is pending by then).
    if (value === lastValue.current) return
    lastValue.current = value
    const pending = timer.current
    if (value !== pending.sent) clearTimeout(pending.id)
  }, [value])

  useEffect(() => {
    const pending = timer.current
    return () => clearTimeout(pending.id)
  }, [])

  const emit = (next: string) => {
    timer.current.sent = next
    setState((previous) => ({ ...previous, sent: next }))
    onChange(next)
  }

  const type = (next: string) => {
    setState((previous) => ({ ...previous, text: next }))
    clearTimeout(timer.current.id)
    timer.current.id = setTimeout(() => emit(next), debounceMs)
  }

  const clear = () => {
    clearTimeout(timer.current.id)
    setState((previous) => ({ ...previous, text: '' }))
    emit('')
    inputRef.current?.focus()
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    clearTimeout(timer.current.id)
    emit(state.text)
  }

  const box = (
    <>
      <Search
        aria-hidden
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        ref={inputRef}
        // Chromium reports a form field without a name or id as an issue, even outside a form.
        name={name ?? 'search'}
        type="search"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-label={ariaLabel ?? t('search.label')}
        placeholder={placeholder ?? t('search.placeholder')}
        value={state.text}
        onChange={(event) => type(event.target.value)}
        onKeyDown={(event) => {
          onKeyDown?.(event)
          // Inside a dialog, Radix handles Escape first (closing the dialog) and marks it handled.
          if (event.key === 'Escape' && state.text !== '' && !event.defaultPrevented) {
            event.preventDefault() // the browser's own clearing of type="search" would fire a second change
            clear()
          }
        }}
        className={cn(
          'h-11 w-full rounded-lg border border-input bg-card ps-9 pe-10 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none disabled:opacity-60 sm:h-10 sm:text-sm [&::-webkit-search-cancel-button]:appearance-none',
          inputClassName,
        )}
        {...inputProps}
      />
      {state.text !== '' && (
        <button
          type="button"
          aria-label={t('clear')}
          onClick={clear}
          disabled={inputProps.disabled}
          className="absolute end-1.5 top-1/2 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <X aria-hidden className="size-4" />
        </button>
      )}
    </>
  )
  const boxClassName = cn('relative w-full', className)
  return name ? (
    <form role="search" method="get" className={boxClassName} onSubmit={submit}>
      {box}
    </form>
  ) : (
    <div className={boxClassName}>{box}</div>
  )
}
