import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { Field } from '@/components/ui/field'
import { FormDialog } from '@/components/ui/form-dialog'
import { Input } from '@/components/ui/input'
import { translateMessage } from '@/lib/i18n/message'

/** `onSave` returns false to stay open (the call was refused and reported). */
export function NameDialog({
  open,
  onOpenChange,
  title,
  description,
  label,
  submitLabel,
  initialName = '',
  schema,
  onSave,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  label: string
  submitLabel: ReactNode
  initialName?: string
  schema: z.ZodType<string, string>
  onSave: (name: string) => Promise<boolean | void>
}) {
  const { t } = useTranslation('organization')
  const [name, setName] = useState(initialName)
  const [error, setError] = useState<string>()

  const submit = async () => {
    const parsed = schema.safeParse(name)
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return false
    }
    setError(undefined)
    return onSave(parsed.data)
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      onClosed={() => {
        setName(initialName)
        setError(undefined)
      }}
      title={title}
      description={description}
      submitLabel={submitLabel}
      onSubmit={submit}
    >
      <Field label={label} error={error && translateMessage(t, error)}>
        <Input
          name="name"
          value={name}
          autoFocus
          autoComplete="off"
          onChange={(event) => {
            setName(event.target.value)
            if (error) setError(undefined)
          }}
        />
      </Field>
    </FormDialog>
  )
}
