// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { messageWithValues } from '@/lib/i18n/message'
import { renderWithI18n } from '@/test/render'
import { Form, useAppForm } from './form'

afterEach(cleanup)

const schema = z.object({
  name: z.string().trim().min(1, 'repository:validation.nameRequired'),
  link: z.string().min(4, messageWithValues('repository:validation.linkTooShort', { min: 4 })),
  description: z.string(),
})
type Values = z.input<typeof schema>

/** What the server answers: nothing, or the translation key of an error about the name. */
type Save = (values: Values) => Promise<string | void> | string | void

function RepositoryForm({ onSubmit, withAppForm = true }: { onSubmit: Save; withAppForm?: boolean }) {
  const form = useAppForm({
    defaultValues: { name: '', link: '', description: '' } as Values,
    validators: { onSubmit: schema },
    onSubmit: async ({ value, formApi }) => {
      const nameError = await onSubmit(value)
      // How a page shows a server error under its field:
      if (nameError)
        formApi.setFieldMeta('name', (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onSubmit: nameError } }))
    },
  })
  return (
    <Form form={form}>
      <form.AppField name="name">{(field) => <field.TextField label="Name" help="Shown to everyone" />}</form.AppField>
      <form.AppField name="link">{(field) => <field.TextField label="Link" type="url" />}</form.AppField>
      <form.AppField name="description">
        {(field) => <field.TextareaField label="Description" rows={3} />}
      </form.AppField>
      {withAppForm ? (
        <form.AppForm>
          <form.SubmitButton>Save</form.SubmitButton>
        </form.AppForm>
      ) : (
        <form.SubmitButton>Save</form.SubmitButton>
      )}
    </Form>
  )
}

describe('Form', () => {
  it('shows the translated schema messages on an invalid submit and does not call onSubmit', async () => {
    const onSubmit = vi.fn()
    renderWithI18n(<RepositoryForm onSubmit={onSubmit} />)
    await userEvent.type(screen.getByLabelText('Link'), 'ab')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Name is required')).toBeTruthy()
    expect(screen.getByText('Invalid link, must be at least 4 characters')).toBeTruthy()
    const name = screen.getByRole('textbox', { name: 'Name' })
    expect(name.getAttribute('aria-invalid')).toBe('true')
    const describedBy = name.getAttribute('aria-describedby')?.split(' ') ?? []
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Shown to everyone',
      'Name is required',
    ])
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('translates the messages in the current language (and needs no form.AppForm inside Form)', async () => {
    renderWithI18n(<RepositoryForm onSubmit={vi.fn()} withAppForm={false} />, { language: 'fr' })
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Le nom est obligatoire')).toBeTruthy()
  })

  it('submits valid values, with the button loading meanwhile', async () => {
    let finish!: () => void
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    renderWithI18n(<RepositoryForm onSubmit={onSubmit} />)
    await userEvent.type(screen.getByLabelText('Name'), 'threshold')
    await userEvent.type(screen.getByLabelText('Link'), 'example.com')
    await userEvent.type(screen.getByLabelText('Description'), 'A repository')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))

    expect(onSubmit).toHaveBeenCalledWith({ name: 'threshold', link: 'example.com', description: 'A repository' })
    const button = screen.getByRole('button', { name: 'Save' })
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'))
    expect(button.hasAttribute('disabled')).toBe(true)
    await act(async () => finish())
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows an error the server gave for a field, and submits again once it is fixed', async () => {
    const onSubmit = vi.fn<Save>((values) => (values.name === 'taken' ? 'repository:validation.nameTaken' : undefined))
    renderWithI18n(<RepositoryForm onSubmit={onSubmit} />)
    await userEvent.type(screen.getByLabelText('Name'), 'taken')
    await userEvent.type(screen.getByLabelText('Link'), 'example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(await screen.findByText('Name already used')).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('true')

    await userEvent.type(screen.getByLabelText('Name'), '-2')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2))
    expect(onSubmit).toHaveBeenLastCalledWith({ name: 'taken-2', link: 'example.com', description: '' })
    expect(screen.queryByText('Name already used')).toBeNull()
  })
})
