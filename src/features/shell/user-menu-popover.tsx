import * as Popover from '@radix-ui/react-popover'
import { type RefObject, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { LanguageSwitcher } from '@/components/language-switcher'
import { ThemeSwitcher } from '@/components/theme-switcher'
import { languageDirection } from '@/lib/i18n/languages'
import { type ShellUser, UserSummary } from './user-summary'

/**
 * Loaded when first opened, so its trigger is a button of the sidebar rather than a Popover.Trigger, and
 * the two things Popover.Trigger does are done here: a press on the trigger is not an outside click, and
 * closing gives focus back to the trigger unless the user went elsewhere.
 */
export function UserMenuPopover({
  id,
  user,
  trigger,
  open,
  onOpenChange,
}: {
  id: string
  user: ShellUser
  trigger: RefObject<HTMLButtonElement | null>
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { i18n } = useTranslation()
  const rtl = languageDirection(i18n.resolvedLanguage ?? i18n.language) === 'rtl'
  const wentOutside = useRef(false)
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={trigger} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          side={rtl ? 'left' : 'right'}
          align="end"
          sideOffset={14}
          collisionPadding={8}
          onInteractOutside={(event) => {
            if (event.target instanceof Node && trigger.current?.contains(event.target)) event.preventDefault()
            else wentOutside.current = true
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            if (!wentOutside.current) trigger.current?.focus()
            wentOutside.current = false
          }}
          className="z-50 grid w-64 gap-3 rounded-card border border-border bg-card p-3 text-foreground shadow-lg"
        >
          <UserSummary user={user} />
          <div className="flex flex-wrap items-center gap-2">
            <LanguageSwitcher className="min-w-0" />
            <ThemeSwitcher />
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
