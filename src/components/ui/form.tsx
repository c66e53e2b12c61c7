import { createFormHook, createFormHookContexts, type AnyFormApi, useStore } from '@tanstack/react-form'
import type { ComponentProps, FormEvent, HTMLAttributes, ReactNode } from 'react'
import { cn } from '@/lib/ui/cn'
import { Button } from './button'
import { Field } from './field'
import { useFieldError } from './form-error'
import { Input } from './input'
import { Textarea } from './textarea'

/**
 * Schema messages are translation keys; the fields translate them. A server error for one field is shown
 * under it like a validation message, and the next submit clears it:
 *   formApi.setFieldMeta('name', (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onSubmit: 'repository:validation.nameTaken' } }))
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
 * No browser validation bubbles (the schema's translated messages are shown instead). It also provides
 * the form to form components, so SubmitButton works without <form.AppForm>.
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
