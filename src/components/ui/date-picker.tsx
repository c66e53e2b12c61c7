import * as Popover from '@radix-ui/react-popover'
import { CalendarDays, ChevronDown, ChevronLeft, ChevronRight, ChevronUp } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import type { TFunction } from 'i18next'
import {
  type ClassNames,
  type ChevronProps,
  DayPicker,
  type Labels,
  type Matcher,
  type Numerals,
} from 'react-day-picker'
import { ar } from 'react-day-picker/locale/ar'
import { enUS } from 'react-day-picker/locale/en-US'
import { fr } from 'react-day-picker/locale/fr'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/ui/cn'
import { languageDirection } from '@/lib/i18n/languages'
import { dateTimeFormat, numberFormat } from '@/lib/i18n/intl-formats'

export interface DatePickerProps {
  value?: Date
  onChange: (date?: Date) => void
  /** A visible label above the button; the button's accessible name is this label plus the date. */
  label?: ReactNode
  placeholder?: string
  disabled?: boolean
  disabledDates?: Matcher | Matcher[]
  /** Set by Field when the picker is its control. */
  id?: string
  'aria-describedby'?: string
  'aria-invalid'?: boolean
  className?: string
}

/**
 * date-fns has no Swahili: it keeps the English weekday abbreviations (Intl's Swahili ones are whole words,
 * too wide for the grid), the month caption comes from Intl, and the week starts on Monday as in East Africa.
 */
const calendarLocales = {
  en: { locale: enUS },
  fr: { locale: fr },
  ar: { locale: ar },
  sw: { locale: enUS, weekStartsOn: 1, captionFromIntl: true, translatedLabels: true },
} as const

export function DatePicker({
  value,
  onChange,
  label,
  placeholder,
  disabled,
  disabledDates,
  id,
  className,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: DatePickerProps) {
  const { t, i18n } = useTranslation('ui')
  const [open, setOpen] = useState(false)
  const ownId = useId()
  const buttonId = id ?? `${ownId}-button`
  const labelId = `${ownId}-label`
  const valueId = `${ownId}-value`

  const language = i18n.resolvedLanguage ?? i18n.language
  const dir = languageDirection(language)
  const calendar: {
    locale: (typeof calendarLocales)['en']['locale']
    weekStartsOn?: 1
    captionFromIntl?: true
    translatedLabels?: true
  } = calendarLocales[language as keyof typeof calendarLocales] ?? calendarLocales.en
  const dateFormat = dateTimeFormat(language, { dateStyle: 'long' })
  const numerals = numberFormat(language).resolvedOptions().numberingSystem as Numerals

  const button = (
    <Popover.Trigger asChild>
      <button
        id={buttonId}
        type="button"
        disabled={disabled}
        aria-labelledby={label ? `${labelId} ${valueId}` : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        className={cn(
          'inline-flex h-11 w-full items-center gap-2 rounded-lg border border-input bg-card px-3 text-start text-base shadow-xs transition-colors hover:bg-muted/50 focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-60 aria-invalid:border-destructive sm:text-sm',
          !label && className,
        )}
      >
        <CalendarDays aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        <span id={valueId} className={cn('truncate', !value && 'text-muted-foreground')}>
          {value ? dateFormat.format(value) : (placeholder ?? t('datePicker.placeholder'))}
        </span>
      </button>
    </Popover.Trigger>
  )

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      {label ? (
        <div className={cn('grid gap-1.5', className)}>
          <label id={labelId} htmlFor={buttonId} className="text-sm font-medium">
            {label}
          </label>
          {button}
        </div>
      ) : (
        button
      )}
      <Popover.Portal>
        <Popover.Content
          // Radix positions in its own (left-to-right) direction: mirror the alignment ourselves.
          align={dir === 'rtl' ? 'end' : 'start'}
          sideOffset={6}
          collisionPadding={8}
          className="z-50 rounded-card border border-border bg-card p-3 text-foreground shadow-lg outline-none"
        >
          <DayPicker
            mode="single"
            selected={value}
            onSelect={(date) => {
              onChange(date)
              setOpen(false)
            }}
            defaultMonth={value}
            disabled={disabledDates}
            autoFocus
            dir={dir}
            lang={language}
            locale={calendar.locale}
            weekStartsOn={calendar.weekStartsOn}
            numerals={numerals}
            formatters={
              calendar.captionFromIntl
                ? {
                    formatCaption: (month) =>
                      dateTimeFormat(language, { month: 'long', year: 'numeric' }).format(month),
                  }
                : undefined
            }
            labels={calendar.translatedLabels ? swahiliLabels(t, language) : undefined}
            showOutsideDays
            classNames={calendarClassNames}
            components={{ Chevron }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}

/** DayPicker's labels for a language date-fns does not know: dates through Intl, words from the ui namespace. */
function swahiliLabels(t: TFunction<'ui'>, language: string): Partial<Labels> {
  const fullDate = dateTimeFormat(language, { dateStyle: 'full' })
  const dayLabel = (date: Date, modifiers?: { today?: boolean; selected?: boolean }) => {
    let label = fullDate.format(date)
    if (modifiers?.today) label = `${t('datePicker.today')}, ${label}`
    if (modifiers?.selected) label = `${label}, ${t('datePicker.selected')}`
    return label
  }
  return {
    labelPrevious: () => t('datePicker.previousMonth'),
    labelNext: () => t('datePicker.nextMonth'),
    labelNav: () => t('datePicker.navigation'),
    labelDayButton: (date, modifiers) => dayLabel(date, modifiers),
    labelGridcell: (date, modifiers) => dayLabel(date, { today: modifiers?.today }),
    labelGrid: (month) => dateTimeFormat(language, { month: 'long', year: 'numeric' }).format(month),
    labelWeekday: (date) => dateTimeFormat(language, { weekday: 'long' }).format(date),
  }
}

const navButton =
  'inline-flex size-9 items-center justify-center rounded-lg text-foreground transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-40'

/** DayPicker styled with the design tokens instead of its own stylesheet (nothing extra to load). */
const calendarClassNames: Partial<ClassNames> = {
  root: 'relative w-fit',
  months: 'flex flex-col gap-4',
  month: 'grid gap-2',
  month_caption: 'flex h-9 items-center justify-center px-10',
  caption_label: 'text-sm font-semibold',
  nav: 'absolute inset-x-0 top-0 z-10 flex items-center justify-between',
  button_previous: navButton,
  button_next: navButton,
  month_grid: 'border-collapse',
  weekday: 'size-10 p-0 text-xs font-normal text-muted-foreground',
  day: 'size-10 p-0 text-center text-sm',
  day_button:
    'inline-flex size-9 items-center justify-center rounded-lg transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:pointer-events-none',
  today: '[&>button]:font-semibold [&>button]:text-primary',
  selected:
    '[&>button]:bg-primary [&>button]:font-semibold [&>button]:text-primary-foreground [&>button]:hover:bg-primary/90',
  outside: 'text-muted-foreground/60',
  disabled: 'opacity-40',
  hidden: 'invisible',
}

function Chevron({ orientation, className }: ChevronProps) {
  const Icon = { left: ChevronLeft, right: ChevronRight, up: ChevronUp, down: ChevronDown }[orientation ?? 'left']
  return <Icon aria-hidden className={cn('size-4', className)} />
}
