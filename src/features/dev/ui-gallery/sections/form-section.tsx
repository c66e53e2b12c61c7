import { useStore } from '@tanstack/react-form'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { Card } from '@/components/ui/card'
import { DatePicker } from '@/components/ui/date-picker'
import { Field } from '@/components/ui/field'
import { Form, useAppForm, useFieldContext, useFormContext, withForm } from '@/components/ui/form'
import { useFieldError } from '@/components/ui/form-error'
import { toast } from '@/components/ui/toaster'
import { messageWithValues } from '@/lib/i18n/message'
import { Specimen, SpecimenGrid } from '../gallery-section'
import { wait } from '../wait'

/**
 * Made by a function, like everything at the top level of the gallery, so that nothing of it runs (or
 * stays in the bundle) in a production build, where the route drops the page.
 */
function profileSchema() {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, 'dev:uiGallery.samples.validation.nameRequired')
      .max(40, messageWithValues('dev:uiGallery.samples.validation.nameTooLong', { max: 40 })),
    email: z.email('dev:uiGallery.samples.validation.emailInvalid'),
    bio: z.string().max(200, messageWithValues('dev:uiGallery.samples.validation.bioTooLong', { max: 200 })),
    date: z
      .date()
      .optional()
      .refine((value) => value !== undefined, 'dev:uiGallery.samples.validation.dateRequired'),
  })
}
type ProfileValues = z.input<ReturnType<typeof profileSchema>>
const profileDefaults: ProfileValues = { name: '', email: '', bio: '', date: undefined }

/** The name the pretend server refuses, to show a server error under its field. */
const takenName = 'admin'

function DateField({ label }: { label: string }) {
  const field = useFieldContext<Date | undefined>()
  const submitted = useStore(field.form.store, (state) => state.submissionAttempts > 0)
  const error = useFieldError(field.state.meta.isTouched || submitted ? field.state.meta.errors : [])
  return (
    <Field label={label} error={error}>
      <DatePicker
        value={field.state.value}
        onChange={(date) => {
          field.handleChange(date)
          field.handleBlur()
        }}
      />
    </Field>
  )
}

function SubmitAttempts() {
  const { t } = useTranslation('dev')
  const form = useFormContext()
  const attempts = useStore(form.store, (state) => state.submissionAttempts)
  return <p className="text-xs text-muted-foreground">{t('uiGallery.samples.form.attempts', { attempts })}</p>
}

const ContactFields = /* @__PURE__ */ withForm({
  defaultValues: profileDefaults,
  render: function ContactFieldsRender({ form }) {
    const { t } = useTranslation('dev')
    return (
      <>
        <form.AppField name="email">
          {(field) => (
            <field.TextField label={t('uiGallery.samples.form.email')} type="email" dir="ltr" autoComplete="off" />
          )}
        </form.AppField>
        <form.AppField name="bio">
          {(field) => (
            <field.TextareaField
              label={t('uiGallery.samples.form.bio')}
              help={t('uiGallery.samples.form.bioHelp')}
              rows={3}
            />
          )}
        </form.AppField>
      </>
    )
  },
})

function ProfileForm({ submitAtOnce = false }: { submitAtOnce?: boolean }) {
  const { t } = useTranslation('dev')
  const [schema] = useState(profileSchema)
  const form = useAppForm({
    defaultValues: profileDefaults,
    validators: { onSubmit: schema },
    onSubmit: async ({ value, formApi }) => {
      await wait(1000)
      if (value.name.trim().toLowerCase() === takenName) {
        formApi.setFieldMeta('name', (meta) => ({
          ...meta,
          errorMap: { ...meta.errorMap, onSubmit: 'dev:uiGallery.samples.validation.nameTaken' },
        }))
        return
      }
      toast.success(t('uiGallery.samples.form.saved'))
    },
  })

  useEffect(() => {
    if (!submitAtOnce) return
    // Shows the validation errors without a click, as after a failed submit. Deferred and cancelled on
    // cleanup, so it runs once for the mounted form (StrictMode mounts twice in development).
    const timer = setTimeout(() => void form.handleSubmit())
    return () => clearTimeout(timer)
  }, [form, submitAtOnce])

  return (
    <Card asChild className="p-4">
      <Form form={form}>
        <form.AppField name="name">
          {(field) => (
            <field.TextField
              label={t('uiGallery.samples.form.name')}
              help={t('uiGallery.samples.form.nameHelp', { name: takenName })}
              autoComplete="off"
            />
          )}
        </form.AppField>
        <ContactFields form={form} />
        <form.AppField name="date">{() => <DateField label={t('uiGallery.samples.datePicker.label')} />}</form.AppField>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <SubmitAttempts />
          <form.SubmitButton>{t('uiGallery.samples.form.submit')}</form.SubmitButton>
        </div>
      </Form>
    </Card>
  )
}

export function FormSection() {
  const { t } = useTranslation('dev')
  return (
    <SpecimenGrid>
      <Specimen label={t('uiGallery.states.fresh')} className="block">
        <ProfileForm />
      </Specimen>
      <Specimen label={t('uiGallery.states.afterFailedSubmit')} className="block">
        <ProfileForm submitAtOnce />
      </Specimen>
    </SpecimenGrid>
  )
}
