import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { reportRefusal } from '@/components/errors/report-refusal'
import { CheckboxGroup } from '@/components/ui/checkbox-group'
import { Field } from '@/components/ui/field'
import { FormDialog } from '@/components/ui/form-dialog'
import { Input } from '@/components/ui/input'
import { translateMessage } from '@/lib/i18n/message'
import { apiKeyFields, apiKeyLifetimes } from '@/lib/validation/api-key'
import { INVALID_INPUT } from '@/lib/validation/validation'

/** What a new key is made with; `permissions` only where the person chooses them. */
interface ApiKeyValues {
  name: string
  expiresInDays: number | null
  permissions?: string[]
}

type Errors = Partial<Record<'name' | 'expiresInDays' | 'permissions', string>>

const defaultLifetime = '90'
const noExpiry = 'never'

/** The schema of the fields shown: the permissions only when there are some to choose. */
function schemaFor(withPermissions: boolean): z.ZodType<ApiKeyValues> {
  const { name, expiresInDays, permissions } = apiKeyFields
  return withPermissions
    ? z.object({ name, expiresInDays, permissions }, INVALID_INPUT)
    : z.object({ name, expiresInDays }, INVALID_INPUT)
}

/**
 * Names a new key, sets its lifetime and, given `grantable`, its permissions. `onCreate` makes it and answers its
 * secret, handed to `onCreated` (shown once there); a refusal is reported and the dialog stays open.
 */
export function ApiKeyCreateDialog({
  open,
  onOpenChange,
  grantable,
  schema,
  onCreate,
  onCreated,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The `resource:action` permissions the key may be given; none shown without them. */
  grantable?: readonly string[]
  /** Defaults to the fields of apiKeyFields shown. */
  schema?: z.ZodType<ApiKeyValues>
  onCreate: (values: ApiKeyValues) => Promise<string>
  onCreated?: (key: string) => void | Promise<void>
}) {
  const { t } = useTranslation('api-keys')
  const [name, setName] = useState('')
  const [lifetime, setLifetime] = useState(defaultLifetime)
  const [permissions, setPermissions] = useState<string[]>([])
  const [errors, setErrors] = useState<Errors>({})

  const reset = () => {
    setName('')
    setLifetime(defaultLifetime)
    setPermissions([])
    setErrors({})
  }

  const submit = async () => {
    const input = {
      name,
      expiresInDays: lifetime === noExpiry ? null : Number(lifetime),
      ...(grantable ? { permissions } : {}),
    }
    const parsed = (schema ?? schemaFor(!!grantable)).safeParse(input)
    if (!parsed.success) {
      const messageOf = (field: keyof Errors) => parsed.error.issues.find((issue) => issue.path[0] === field)?.message
      setErrors({
        name: messageOf('name'),
        expiresInDays: messageOf('expiresInDays'),
        permissions: messageOf('permissions'),
      })
      return false
    }
    setErrors({})
    let key: string
    try {
      key = await onCreate(parsed.data)
    } catch (caught) {
      reportRefusal(t, caught)
      return false
    }
    await onCreated?.(key)
  }

  const message = (error: string | undefined) => (error ? translateMessage(t, error) : undefined)

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      onClosed={reset}
      title={t('form.title')}
      description={t('form.description')}
      submitLabel={t('form.submit')}
      onSubmit={submit}
    >
      <Field label={t('form.name')} help={t('form.nameHelp')} error={message(errors.name)}>
        <Input
          name="name"
          autoComplete="off"
          maxLength={64}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </Field>
      <Field label={t('form.lifetime')} help={t('form.lifetimeHelp')} error={message(errors.expiresInDays)}>
        <select
          name="expiresInDays"
          value={lifetime}
          onChange={(event) => setLifetime(event.target.value)}
          className="h-11 w-full rounded-lg border border-input bg-card px-3 text-base text-foreground shadow-xs transition-colors focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/20 sm:text-sm"
        >
          {apiKeyLifetimes.map((days) => (
            <option key={days} value={String(days)}>
              {t(`form.days${days}`)}
            </option>
          ))}
          <option value={noExpiry}>{t('form.never')}</option>
        </select>
      </Field>
      {grantable && (
        <CheckboxGroup
          legend={t('form.permissions')}
          help={t('form.permissionsHelp')}
          name="permissions"
          options={grantable}
          value={permissions}
          onChange={setPermissions}
          error={errors.permissions ? translateMessage(t, errors.permissions) : undefined}
          columns={2}
        />
      )}
    </FormDialog>
  )
}
