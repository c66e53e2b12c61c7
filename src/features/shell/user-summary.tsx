import { cn } from '@/lib/ui/cn'

export type ShellUser = { name: string; email: string; image?: string | null }

/** Up to two initials of a name ("Ada Lovelace" -> "AL"), else the e-mail's first letter. */
export function initialsOf(user: Pick<ShellUser, 'name' | 'email'>) {
  const words = user.name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words
  const initials = letters.map((word) => Array.from(word ?? '')[0] ?? '').join('')
  return (initials || Array.from(user.email)[0] || '?').toUpperCase()
}

export function UserAvatar({ user, className }: { user: ShellUser; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary/15 text-sm font-semibold text-primary',
        className,
      )}
    >
      {user.image ? <img src={user.image} alt="" className="size-full object-cover" /> : initialsOf(user)}
    </span>
  )
}

/** Long values are cut, with the full value as tooltip. */
export function UserSummary({
  user,
  className,
  labelClassName,
}: {
  user: ShellUser
  className?: string
  labelClassName?: string
}) {
  return (
    <div className={cn('flex min-w-0 items-center gap-3', className)}>
      <UserAvatar user={user} />
      <div className={cn('grid min-w-0 flex-1 leading-tight', labelClassName)}>
        <span className="truncate text-sm font-medium" title={user.name}>
          {user.name}
        </span>
        <span className="truncate text-xs text-muted-foreground" title={user.email}>
          {user.email}
        </span>
      </div>
    </div>
  )
}
