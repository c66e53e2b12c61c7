import { useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { ResponsiveDialog } from '@/components/ui/responsive-dialog'
import { toast } from '@/components/ui/toaster'
import { userKeys } from './queries'
import { formRole, RoleSelect } from './roles'
import type { UserRole } from './schema'
import { toastServerError } from './user-errors'
import { setUserRole } from './user.functions'

export function ChangeRoleDialog({
  id,
  name,
  role,
  open,
  onOpenChange,
}: {
  id: string
  name: string
  role: string | null
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation('user')
  const save = useServerFn(setUserRole)
  const queryClient = useQueryClient()
  const [value, setValue] = useState<UserRole>(formRole(role))
  const [pending, setPending] = useState(false)
  const formId = `change-role-${id}`

  const close = (next: boolean) => {
    if (pending) return
    onOpenChange(next)
    if (!next) setValue(formRole(role))
  }

  const submit = async () => {
    setPending(true)
    try {
      await save({ data: { id, role: value } })
      await queryClient.invalidateQueries({ queryKey: userKeys.all })
      toast.success(t('role.success'))
      setPending(false)
      onOpenChange(false)
    } catch (error) {
      setPending(false)
      toastServerError(t, error)
    }
  }

  return (
    <ResponsiveDialog
      open={open}
      onOpenChange={close}
      title={t('role.title', { name })}
      footer={
        <>
          <Button variant="secondary" disabled={pending} onClick={() => close(false)}>
            {t('ui:cancel')}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {t('role.submit')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="grid gap-4 py-1"
        onSubmit={(event) => {
          event.preventDefault()
          event.stopPropagation()
          void submit()
        }}
      >
        <Field label={t('fields.role')}>
          <RoleSelect name="role" value={value} onChange={setValue} />
        </Field>
      </form>
    </ResponsiveDialog>
  )
}
