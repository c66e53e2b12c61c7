import { createFormHook, createFormHookContexts, type AnyFormApi, useStore } from '@tanstack/react-form'
import type { ComponentProps, FormEvent, HTMLAttributes, ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { Button } from './button'
import { Field } from './field'
import { useFieldError } from './form-error'
import { Input } from './input'
import { Textarea } from './textarea'

/**
 * Forms: TanStack Form's composition API, validated by the zod schema shared with the server.
 * Schema messages are translation keys ('repository:validation.nameRequired', or with values via
 * messageWithValues); the fields translate them.
 *
 *   const form = useAppForm({
 *     defaultValues: { name: '' },
 *     validators: { onSubmit: repositoryFormSchema },
 *     onSubmit: async ({ value }) => { ... },
 *   })
 *   <Form form={form}>
 *     <form.AppField name="name">{(field) => <field.TextField label={t('name')} />}</form.AppField>
 *     <form.SubmitButton>{t('save')}</form.SubmitButton>   // <form.AppForm> around it is optional inside <Form>
 *   </Form>
 *
 * An error from the server for one field, shown under it like a validation message (in onSubmit,
 * `formApi` is the form; elsewhere use `form`):
 *
 *   onSubmit: async ({ value, formApi }) => {
 *     const result = await saveRepository({ data: value })
 *     if (result.error === 'nameTaken')
 *       formApi.setFieldMeta('name', (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onSubmit: 'repository:validation.nameTaken' } }))
 *   }
 *
 * The next submit validates again and clears it.
 * An error for the whole form is better shown with FormAlert above the submit button.
 */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()

/** Shows a field's error once the user left the field or tried to submit, not while first typing. */
function useVisibleFieldError() {
  const field = useFieldContext<unknown>()
  const submitted = useStore(field.form.store, (state) => state.submissionAttempts > 0)
  const visible = field.state.meta.isTouched || submitted
  return useFieldError(visible ? field.state.meta.errors : [])
}

type TextFieldProps = Pick<
  ComponentProps<'input'>,
  'type' | 'placeholder' | 'autoComplete' | 'inputMode' | 'autoFocus' | 'disabled' | 'maxLength' | 'readOnly' | 'dir'
> & {
  label: ReactNode
  help?: ReactNode
  className?: string
}

function TextField({ label, help, className, ...inputProps }: TextFieldProps) {
  const field = useFieldContext<string>()
  return (
    <Field label={label} help={help} error={useVisibleFieldError()} className={className}>
      <Input
        name={field.name}
        value={field.state.value ?? ''}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={field.handleBlur}
        {...inputProps}
      />
    </Field>
  )
}

type TextareaFieldProps = Pick<
  ComponentProps<'textarea'>,
  'rows' | 'placeholder' | 'disabled' | 'maxLength' | 'autoFocus' | 'readOnly'
> & {
  label: ReactNode
  help?: ReactNode
  className?: string
}

function TextareaField({ label, help, className, ...textareaProps }: TextareaFieldProps) {
  const field = useFieldContext<string>()
  return (
    <Field label={label} help={help} error={useVisibleFieldError()} className={className}>
      <Textarea
        name={field.name}
        value={field.state.value ?? ''}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={field.handleBlur}
        {...textareaProps}
      />
    </Field>
  )
}

/** The submit button: a spinner and disabled while the form submits. */
function SubmitButton({ children, disabled, ...props }: Omit<ComponentProps<typeof Button>, 'type' | 'loading'>) {
  const form = useFormContext()
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting)
  return (
    <Button type="submit" loading={isSubmitting} disabled={disabled} {...props}>
      {children}
    </Button>
  )
}

export const { useAppForm, withForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, TextareaField },
  formComponents: { SubmitButton },
})

/**
 * The <form> element of a TanStack form: no browser validation bubbles (the schema's translated
 * messages are shown instead), no page reload, submit handled by the form. It also provides the
 * form to form components, so SubmitButton works without <form.AppForm>.
 */
export function Form({
  form,
  className,
  children,
  ...props
}: { form: AnyFormApi; className?: string; children: ReactNode } & Omit<
  HTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children'
>) {
  return (
    <formContext.Provider value={form}>
      <form
        noValidate
        className={cn('grid gap-4', className)}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault()
          // A form inside a dialog is still inside its page's form in the React tree: keep the submit here.
          event.stopPropagation()
          void form.handleSubmit()
        }}
        {...props}
      >
        {children}
      </form>
    </formContext.Provider>
  )
}
