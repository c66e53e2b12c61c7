import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { type ReactNode, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Drawer } from 'vaul'
import { cn } from '@/lib/ui/cn'
import { useIsDesktop } from '@/lib/ui/use-media-query'

/**
 * vaul 1.1.2 takes `closeThreshold` and `scrollLockTimeout` as props. The others copy constants inside vaul
 * that it does not let us set (a test checks them against vaul's code, so an upgrade that changes them fails):
 * VELOCITY_THRESHOLD (px/ms), TRANSITIONS.DURATION, LONG_HANDLE_PRESS_TIMEOUT, BORDER_RADIUS (the drawer's own
 * top corners use it too) and WINDOW_TOP_OFFSET. The page behind scales only when one of its elements carries
 * `data-vaul-drawer-wrapper`.
 */
export const drawerSettings = {
  closeThreshold: 0.25,
  scrollLockTimeout: 100,
  velocityThreshold: 0.4,
  animationDurationS: 0.5,
  handleLongPressMs: 250,
  cornerRadiusPx: 8,
  backgroundScaleOffsetPx: 26,
} as const

export interface ResponsiveDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  footer?: ReactNode
  children?: ReactNode
  className?: string
}

/** `data-variant` lets end-to-end tests tell the dialog (from 640 px wide) from the drawer. */
export function ResponsiveDialog(props: ResponsiveDialogProps) {
  return useIsDesktop() ? <CenteredDialog {...props} /> : <BottomDrawer {...props} />
}

/**
 * Radix returns focus on close only to its own Dialog.Trigger, and these dialogs are opened by state: give
 * focus back to what had it, when it is still on the page.
 */
function useReturnFocus() {
  const previous = useRef<HTMLElement | null>(null)
  return {
    onOpenAutoFocus: () => {
      previous.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault()
      if (previous.current?.isConnected) previous.current.focus()
    },
  }
}

function CenteredDialog({
  open,
  onOpenChange,
  title,
  description,
  footer,
  children,
  className,
}: ResponsiveDialogProps) {
  const returnFocus = useReturnFocus()
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 transition-opacity duration-150 motion-reduce:transition-none starting:opacity-0" />
        <Dialog.Content
          data-testid="responsive-dialog"
          data-variant="dialog"
          {...returnFocus}
          // Without a description, tell Radix there is none rather than pointing at a missing element.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            // Centred with inset + margin auto: no transform, so nothing to mirror in right-to-left.
            'fixed inset-0 z-50 m-auto flex h-fit max-h-[85dvh] w-[calc(100%-2rem)] max-w-lg flex-col gap-4 rounded-card border border-border bg-card p-6 text-foreground shadow-lg outline-none',
            'transition-[opacity,scale] duration-150 motion-reduce:transition-none starting:scale-95 starting:opacity-0',
            className,
          )}
        >
          <Header title={title} description={description} Title={Dialog.Title} Description={Dialog.Description} />
          {children !== undefined && <div className="-mx-1 min-h-0 overflow-y-auto px-1">{children}</div>}
          {footer && <DialogFooter>{footer}</DialogFooter>}
          <CloseButton Close={Dialog.Close} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function BottomDrawer({ open, onOpenChange, title, description, footer, children, className }: ResponsiveDialogProps) {
  const returnFocus = useReturnFocus()
  const radius = `${drawerSettings.cornerRadiusPx}px`
  return (
    <Drawer.Root
      open={open}
      onOpenChange={onOpenChange}
      closeThreshold={drawerSettings.closeThreshold}
      scrollLockTimeout={drawerSettings.scrollLockTimeout}
      // vaul keeps focus outside by default; a modal must move it in (and trap it).
      autoFocus
      shouldScaleBackground
      // Keeps the themed page colour behind a scaled page instead of vaul's black.
      setBackgroundColorOnScale={false}
    >
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Drawer.Content
          data-testid="responsive-dialog"
          data-variant="drawer"
          {...returnFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
          style={{ borderTopLeftRadius: radius, borderTopRightRadius: radius }}
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 mt-24 flex max-h-[92dvh] flex-col gap-4 border-t border-border bg-card px-4 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))] text-foreground shadow-lg outline-none',
            className,
          )}
        >
          {/* vaul styles the handle with its own (unlayered) CSS, so its colour is set inline. */}
          <Drawer.Handle style={{ background: 'var(--border)', opacity: 1 }} />
          <Header title={title} description={description} Title={Drawer.Title} Description={Drawer.Description} />
          {children !== undefined && <div className="-mx-1 min-h-0 overflow-y-auto px-1">{children}</div>}
          {footer && <DialogFooter>{footer}</DialogFooter>}
          <CloseButton Close={Drawer.Close} />
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  )
}

function Header({
  title,
  description,
  Title,
  Description,
}: Pick<ResponsiveDialogProps, 'title' | 'description'> & {
  Title: typeof Dialog.Title
  Description: typeof Dialog.Description
}) {
  return (
    <div className="grid gap-1.5 pe-8 text-start">
      <Title className="text-lg leading-tight font-semibold">{title}</Title>
      {description && <Description className="text-sm text-muted-foreground">{description}</Description>}
    </div>
  )
}

/** The dialog's buttons, the main one last: stacked on a phone (main on top), in a row on a wider screen. */
export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>
}

/** Last in the DOM so that opening focuses the first control of the content, not this button. */
function CloseButton({ Close }: { Close: typeof Dialog.Close }) {
  const { t } = useTranslation('ui')
  return (
    <Close
      aria-label={t('close')}
      className="absolute end-3 top-3 inline-flex size-9 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <X aria-hidden className="size-4" />
    </Close>
  )
}
