import { useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { X } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { DatePicker } from '@/components/ui/date-picker'
import { Field } from '@/components/ui/field'
import { FormDialog } from '@/components/ui/form-dialog'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/toaster'
import { reportRefusal } from '@/components/errors/report-refusal'
import { banExpiryFromDay } from './ban-expiry'
import { userKeys } from './queries'
import { BAN_REASON_MAX_LENGTH } from './schema'
import { banUser } from './user.functions'

export function BanUserDialog({
  id,
  name,
  open,
  onOpenChange,
}: {
  id: string
  name: string
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation('user')
  const ban = useServerFn(banUser)
  const queryClient = useQueryClient()
  const [reason, setReason] = useState('')
  const [until, setUntil] = useState<Date>()
  const reset = () => {
    setReason('')
    setUntil(undefined)
  }

  const submit = async () => {
    try {
      await ban({ data: { id, reason, expiresAt: banExpiryFromDay(until) } })
    } catch (error) {
      reportRefusal(t, error)
      return false
    }
    await queryClient.invalidateQueries({ queryKey: userKeys.all })
    toast.success(t('ban.success'))
  }

  const today = new Date()
  today.setHours(0, 0, 0, 0)

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      onClosed={reset}
      title={t('ban.title', { name })}
      description={t('ban.description')}
      submitLabel={t('ban.submit')}
      submitVariant="destructive"
      onSubmit={submit}
    >
      <Field label={t('ban.reason')} help={t('ban.reasonHelp', { max: BAN_REASON_MAX_LENGTH })}>
        <Textarea
          name="reason"
          rows={3}
          maxLength={BAN_REASON_MAX_LENGTH}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
      <div className="grid gap-1.5">
        <div className="flex items-end gap-2">
          <DatePicker
            label={t('ban.expiry')}
            value={until}
            onChange={setUntil}
            placeholder={t('ban.noExpiry')}
            disabledDates={{ before: today }}
            className="flex-1"
          />
          {until && (
            <Button variant="ghost" size="icon" aria-label={t('ban.clearExpiry')} onClick={() => setUntil(undefined)}>
              <X aria-hidden className="size-4" />
            </Button>
          )}
        </div>
        <p className="text-sm text-muted-foreground">{t('ban.expiryHelp')}</p>
      </div>
    </FormDialog>
  )
}
