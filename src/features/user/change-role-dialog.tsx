import { useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Field } from '@/components/ui/field'
import { FormDialog } from '@/components/ui/form-dialog'
import { toast } from '@/components/ui/toaster'
import { reportRefusal } from '@/components/errors/report-refusal'
import { userKeys } from './queries'
import { formRole, RoleSelect } from './roles'
import type { UserRole } from './known-roles'
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
  const submit = async () => {
    try {
      await save({ data: { id, role: value } })
    } catch (error) {
      reportRefusal(t, error)
      return false
    }
    await queryClient.invalidateQueries({ queryKey: userKeys.all })
    toast.success(t('role.success'))
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      onClosed={() => setValue(formRole(role))}
      title={t('role.title', { name })}
      submitLabel={t('role.submit')}
      onSubmit={submit}
    >
      <Field label={t('fields.role')}>
        <RoleSelect name="role" value={value} onChange={setValue} />
      </Field>
    </FormDialog>
  )
}
