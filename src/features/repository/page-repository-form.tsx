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
import { repositoryKeys, repositoryQueryOptions } from './queries'
import { repositoryRefusals } from './refusals'
import { createRepository, updateRepository } from './repository.functions'
import { type RepositoryFormInput, repositoryFormSchema } from './schema'

function RepositoryForm({
  defaultValues,
  submitLabel,
  save,
}: {
  defaultValues: { name: string; link: string; description: string | null }
  submitLabel: string
  save: (values: RepositoryFormInput) => Promise<void>
}) {
  const { t } = useTranslation('repository')
  const form = useAppForm({
    defaultValues: { name: defaultValues.name, link: defaultValues.link, description: defaultValues.description ?? '' },
    validators: { onSubmit: repositoryFormSchema },
    onSubmit: async ({ value }) => {
      try {
        await save(value)
      } catch (error) {
        // The unique index has the last word: show its refusal on the field it concerns.
        if (isRefusal(error, repositoryRefusals.nameTaken))
          form.setFieldMeta('name', (meta) => ({ ...meta, errorMap: { onSubmit: repositoryRefusals.nameTaken } }))
        else reportRefusal(t, error)
      }
    },
  })

  return (
    <Card asChild className="grid max-w-xl gap-5">
      <Form form={form}>
        <form.AppField name="name">{(field) => <field.TextField label={t('fields.name')} autoFocus />}</form.AppField>
        <form.AppField name="link">
          {(field) => (
            <field.TextField
              label={t('fields.link')}
              help={t('fields.linkHelp')}
              inputMode="url"
              placeholder="github.com/…"
            />
          )}
        </form.AppField>
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

export function PageRepositoryCreate() {
  const { t } = useTranslation('repository')
  const create = useServerFn(createRepository)
  const queryClient = useQueryClient()
  const navigate = useNavigate()

  return (
    <PageLayout title={t('create.title')} backTo="/manager/repositories">
      <RepositoryForm
        defaultValues={{ name: '', link: '', description: '' }}
        submitLabel={t('create.submit')}
        save={async (values) => {
          const created = await create({ data: values })
          await queryClient.invalidateQueries({ queryKey: repositoryKeys.all })
          toast.success(t('create.success'))
          await navigate({ to: '/manager/repositories/$id', params: { id: created.id } })
        }}
      />
    </PageLayout>
  )
}

export function PageRepositoryUpdate({ id }: { id: string }) {
  const { t } = useTranslation('repository')
  const { data: repository } = useSuspenseQuery(repositoryQueryOptions(id))
  const update = useServerFn(updateRepository)
  const queryClient = useQueryClient()
  const navigate = useNavigate()

  return (
    <PageLayout title={t('update.title', { name: repository.name })} backTo={`/manager/repositories/${id}`}>
      <RepositoryForm
        defaultValues={repository}
        submitLabel={t('update.submit')}
        save={async (values) => {
          await update({ data: { id, ...values } })
          await queryClient.invalidateQueries({ queryKey: repositoryKeys.all })
          toast.success(t('update.success'))
          await navigate({ to: '/manager/repositories/$id', params: { id } })
        }}
      />
    </PageLayout>
  )
}
