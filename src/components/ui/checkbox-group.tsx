import { useId } from 'react'

/**
 * A fieldset of checkboxes choosing some of a list of codes (permissions, event names): each shown as code, left to
 * right in every language. `error` is the translated message, announced and tied to the group.
 */
export function CheckboxGroup<Option extends string>({
  legend,
  help,
  name,
  options,
  value,
  onChange,
  error,
  columns = 1,
}: {
  legend: string
  help?: string
  name: string
  options: readonly Option[]
  value: readonly Option[]
  onChange: (value: Option[]) => void
  error?: string
  columns?: 1 | 2
}) {
  const id = useId()
  const toggle = (option: Option, checked: boolean) =>
    onChange(checked ? [...value, option] : value.filter((each) => each !== option))
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={[help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ') || undefined}
    >
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {help && (
        <p id={`${id}-help`} className="text-sm text-muted-foreground">
          {help}
        </p>
      )}
      <div className={columns === 2 ? 'grid gap-x-4 sm:grid-cols-2' : 'grid'}>
        {options.map((option) => (
          <label key={option} className="flex min-h-8 items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={name}
              value={option}
              className="size-4 accent-primary"
              checked={value.includes(option)}
              onChange={(change) => toggle(option, change.target.checked)}
            />
            <code dir="ltr" className="text-xs">
              {option}
            </code>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  )
}
