import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useTranslation } from 'react-i18next'
import { Card } from '@/components/ui/card'
import { Form, useAppForm } from '@/components/ui/form'
import { toast } from '@/components/ui/toaster'
import { reportRefusal } from '@/components/errors/report-refusal'
import { PageLayout } from '@/components/page-layout'
import { isRefusal } from '@/lib/http/refusal'
import { __entityCamel__Keys, __entityCamel__QueryOptions } from './queries'
import { __entityCamel__Refusals } from './refusals'
import { create__Entity__, update__Entity__ } from './__entity__.functions'
import { type __Entity__FormInput, __entityCamel__FormSchema } from './schema'

function __Entity__Form({
  defaultValues,
  submitLabel,
  save,
}: {
  defaultValues: { name: string; description: string | null }
  submitLabel: string
  save: (values: __Entity__FormInput) => Promise<void>
}) {
  const { t } = useTranslation('__entity__')
  const form = useAppForm({
    defaultValues: { name: defaultValues.name, description: defaultValues.description ?? '' },
    validators: { onSubmit: __entityCamel__FormSchema },
    onSubmit: async ({ value }) => {
      try {
        await save(value)
      } catch (error) {
        // The unique index has the last word: show its refusal on the field it concerns.
        if (isRefusal(error, __entityCamel__Refusals.nameTaken))
          form.setFieldMeta('name', (meta) => ({ ...meta, errorMap: { onSubmit: __entityCamel__Refusals.nameTaken } }))
        else reportRefusal(t, error)
      }
    },
  })

  return (
    <Card asChild className="grid max-w-xl gap-5">
      <Form form={form}>
        <form.AppField name="name">{(field) => <field.TextField label={t('fields.name')} autoFocus />}</form.AppField>
        <form.AppField name="description">
          {(field) => <field.TextareaField label={t('fields.description')} rows={4} />}
        </form.AppField>
        <form.AppForm>
          <form.SubmitButton>{submitLabel}</form.SubmitButton>
        </form.AppForm>
      </Form>
    </Card>
  )
}

export function Page__Entity__Create() {
  const { t } = useTranslation('__entity__')
  const create = useServerFn(create__Entity__)
  const queryClient = useQueryClient()
  const navigate = useNavigate()

  return (
    <PageLayout title={t('create.title')} backTo="/manager/__entities__">
      <__Entity__Form
        defaultValues={{ name: '', description: '' }}
        submitLabel={t('create.submit')}
        save={async (values) => {
          const created = await create({ data: values })
          await queryClient.invalidateQueries({ queryKey: __entityCamel__Keys.all })
          toast.success(t('create.success'))
          await navigate({ to: '/manager/__entities__/$id', params: { id: created.id } })
        }}
      />
    </PageLayout>
  )
}

export function Page__Entity__Update({ id }: { id: string }) {
  const { t } = useTranslation('__entity__')
  const { data: record } = useSuspenseQuery(__entityCamel__QueryOptions(id))
  const update = useServerFn(update__Entity__)
  const queryClient = useQueryClient()
  const navigate = useNavigate()

  return (
    <PageLayout title={t('update.title', { name: record.name })} backTo={`/manager/__entities__/${id}`}>
      <__Entity__Form
        defaultValues={record}
        submitLabel={t('update.submit')}
        save={async (values) => {
          await update({ data: { id, ...values } })
          await queryClient.invalidateQueries({ queryKey: __entityCamel__Keys.all })
          toast.success(t('update.success'))
          await navigate({ to: '/manager/__entities__/$id', params: { id } })
        }}
      />
    </PageLayout>
  )
}
