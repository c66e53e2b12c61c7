import { Monitor, Smartphone } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/ui/cn'
import { deviceName } from '@/lib/activity/device-name'
import { parseUserAgent } from '@/lib/activity/user-agent'

interface SessionRevokeButton {
  text: string
  /** The button's accessible name, which tells the sessions apart by their device. */
  label: (device: string) => string
  loading: boolean
  onClick: () => void
}

/**
 * One signed-in device in a list of sessions: its device and `badge`, the lines given as children, and the button
 * that ends it (none when `revoke` is left out).
 */
export function SessionItem({
  userAgent,
  badge,
  revoke,
  className,
  children,
  ...props
}: ComponentProps<'li'> & { userAgent: string | null; badge?: ReactNode; revoke?: SessionRevokeButton }) {
  const { t } = useTranslation()
  const { browser, os } = parseUserAgent(userAgent)
  const device = deviceName(t, { browser, os })
  const Icon = os === 'iOS' || os === 'Android' ? Smartphone : Monitor

  return (
    <li
      className={cn('grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-2 sm:grid-cols-[auto_1fr_auto]', className)}
      {...props}
    >
      <Icon aria-hidden className="mt-0.5 size-5 text-muted-foreground" />
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium" title={userAgent ?? undefined}>
            {device}
          </span>
          {badge}
        </div>
        {children}
      </div>
      {revoke && (
        <Button
          variant="secondary"
          size="sm"
          className="col-start-2 w-fit sm:col-start-3"
          loading={revoke.loading}
          aria-label={revoke.label(device)}
          onClick={revoke.onClick}
        >
          {revoke.text}
        </Button>
      )}
    </li>
  )
}
