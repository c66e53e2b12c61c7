import { History } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { auditActionIcons, auditSentenceKey, isAuditAction } from '@/components/audit-actions'
import { DateTime } from '@/components/date-time'

/** One audit log entry as lists show it (the audit_log row without the actor's id). */
export interface AuditLogEntryView {
  id: string
  actorEmail: string | null
  action: string
  targetType: string
  targetId: string
  details: Record<string, unknown> | null
  ipAddress: string | null
  createdAt: Date
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined)

/** What the entry acted on, as people know it: a repository's name, an account's e-mail. */
function targetLabel(entry: AuditLogEntryView) {
  const details = entry.details ?? {}
  if (entry.targetType === 'repository') return text(details.name)
  // An organisation's domain, identity provider or directory token: the organisation's name is in the sentence.
  const part = text(details.domain) ?? text(details.issuer) ?? text(details.token) ?? text(details.url)
  if (entry.targetType === 'organization' && part) return part
  const changes = details.changes as Record<string, { to?: unknown } | undefined> | undefined
  return text(details.email) ?? text(changes?.email?.to) ?? text(details.name)
}

/**
 * The audit trail as sentences in the reader's language: "admin@example.com banned
 * ada@example.com", with the time and the IP address. Newest first as given.
 */
export function AuditLogList({ entries, emptyLabel }: { entries: AuditLogEntryView[]; emptyLabel?: string }) {
  const { t } = useTranslation('audit')
  if (entries.length === 0) {
    return <p className="py-4 text-sm text-muted-foreground">{emptyLabel ?? t('empty')}</p>
  }
  return (
    <ol className="divide-y divide-border">
      {entries.map((entry) => (
        <AuditLogItem key={entry.id} entry={entry} />
      ))}
    </ol>
  )
}

function AuditLogItem({ entry }: { entry: AuditLogEntryView }) {
  const { t } = useTranslation('audit')
  const Icon = isAuditAction(entry.action) ? auditActionIcons[entry.action] : History
  const details = entry.details ?? {}

  const role = text(details.to) ?? text(details.role)
  const names = {
    actor: entry.actorEmail ?? t('someone'),
    target:
      targetLabel(entry) ??
      t(`targets.${entry.targetType === 'repository' ? 'repository' : 'user'}`, { id: entry.targetId.slice(0, 8) }),
  }
  // The sentences mark who acted and on what as <actor>{{actor}}</actor> and <target>{{target}}</target>:
  // the sentence is cut there and each name put in, as it is, in a <bdi> of its own.
  const sentence = t(isAuditAction(entry.action) ? auditSentenceKey(entry.action) : 'actions.unknown', {
    actor: '',
    target: '',
    role: role ? t(`roles.${role}`, { defaultValue: role }) : '',
    organization: text(details.name) ?? '',
    action: entry.action,
  }).split(/<(actor|target)><\/\1>/)
  const reason = entry.action === 'user.ban' ? text(details.reason) : undefined

  return (
    <li className="flex items-start gap-3 py-3" data-action={entry.action}>
      <span aria-hidden className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-full bg-accent text-primary">
        <Icon className="size-4" />
      </span>
      <div className="grid min-w-0 gap-0.5">
        <p className="wrap-anywhere">
          {sentence.map((part, index) =>
            index % 2 === 0 ? (
              part
            ) : (
              <bdi key={index} className="font-medium">
                {names[part as keyof typeof names]}
              </bdi>
            ),
          )}
        </p>
        {reason && <p className="text-sm break-words text-muted-foreground">{t('reason', { reason })}</p>}
        <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
          <DateTime value={entry.createdAt} />
          {entry.ipAddress && (
            <span>
              {t('ip')} <bdi dir="ltr">{entry.ipAddress}</bdi>
            </span>
          )}
        </p>
      </div>
    </li>
  )
}
