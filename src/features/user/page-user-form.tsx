import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useTranslation } from 'react-i18next'
import { Card } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Form, useAppForm, useFieldContext } from '@/components/ui/form'
import { useFieldError } from '@/components/ui/form-error'
import { toast } from '@/components/ui/toaster'
import { reportRefusal } from '@/components/errors/report-refusal'
import { PageLayout } from '@/components/page-layout'
import { isRefusal } from '@/lib/http/refusal'
import { userKeys, userQueryOptions } from './queries'
import { userRefusals } from './refusals'
import { formRole, RoleSelect } from './roles'
import type { UserRole } from './known-roles'
import { userFormSchema } from './schema'
import { createUser, updateUser } from './user.functions'

type UserFormValues = { email: string; name: string; role: UserRole }

function RoleField({ label }: { label: string }) {
  const field = useFieldContext<UserRole>()
  const error = useFieldError(field.state.meta.errors)
  return (
    <Field label={label} error={error}>
      <RoleSelect name={field.name} value={field.state.value} onChange={field.handleChange} onBlur={field.handleBlur} />
    </Field>
  )
}

function UserForm({
  defaultValues,
  submitLabel,
  save,
}: {
  defaultValues: UserFormValues
  submitLabel: string
  save: (values: UserFormValues) => Promise<void>
}) {
  const { t } = useTranslation('user')
  const form = useAppForm({
    defaultValues,
    validators: { onSubmit: userFormSchema },
    onSubmit: async ({ value }) => {
      try {
        await save(value)
      } catch (error) {
        // The unique index has the last word: show its refusal on the field it concerns.
        if (isRefusal(error, userRefusals.emailTaken))
          form.setFieldMeta('email', (meta) => ({ ...meta, errorMap: { onSubmit: userRefusals.emailTaken } }))
        else reportRefusal(t, error)
      }
    },
  })

  return (
    <Card asChild className="grid max-w-xl gap-5">
      <Form form={form}>
        <form.AppField name="email">
          {(field) => (
            <field.TextField
              label={t('fields.email')}
              type="email"
              inputMode="email"
              autoComplete="off"
              dir="ltr"
              autoFocus
            />
          )}
        </form.AppField>
        <form.AppField name="name">
          {(field) => <field.TextField label={t('fields.name')} autoComplete="off" />}
        </form.AppField>
        <form.AppField name="role">{() => <RoleField label={t('fields.role')} />}</form.AppField>
        <form.AppForm>
          <form.SubmitButton>{submitLabel}</form.SubmitButton>
        </form.AppForm>
      </Form>
    </Card>
  )
}

export function PageUserCreate() {
  const { t } = useTranslation('user')
  const create = useServerFn(createUser)
  const queryClient = useQueryClient()
  const navigate = useNavigate()

  return (
    <PageLayout title={t('create.title')} backTo="/manager/users">
      <UserForm
        defaultValues={{ email: '', name: '', role: 'user' }}
        submitLabel={t('create.submit')}
        save={async (values) => {
          const created = await create({ data: values })
          await queryClient.invalidateQueries({ queryKey: userKeys.all })
          toast.success(t('create.success'))
          await navigate({ to: '/manager/users/$id', params: { id: created.id } })
        }}
      />
    </PageLayout>
  )
}

export function PageUserUpdate({ id }: { id: string }) {
  const { t } = useTranslation('user')
  const {
    data: { user },
  } = useSuspenseQuery(userQueryOptions(id))
  const update = useServerFn(updateUser)
  const queryClient = useQueryClient()
  const navigate = useNavigate()

  return (
    <PageLayout title={t('update.title', { name: user.name || user.email })} backTo={`/manager/users/${id}`}>
      <UserForm
        defaultValues={{ email: user.email, name: user.name, role: formRole(user.role) }}
        submitLabel={t('update.submit')}
        save={async (values) => {
          await update({ data: { id, ...values } })
          await queryClient.invalidateQueries({ queryKey: userKeys.all })
          toast.success(t('update.success'))
          await navigate({ to: '/manager/users/$id', params: { id } })
        }}
      />
    </PageLayout>
  )
}
