import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { requestActor } from '@/server/audit'
import { requirePermission } from '@/server/auth/middleware'
import { requireStepUp } from '@/server/auth/step-up'
import { requestSecurityNotifier } from '@/server/email/request-security-notifier'
import { getDb } from '@/server/db'
import * as passkeys from './passkey.server'
import * as declared from './api'

type Caller = { user: { id: string }; impersonatedBy: string | null }
const ownerOf = ({ user, impersonatedBy }: Caller): passkeys.PasskeyOwner => ({ userId: user.id, impersonatedBy })

export const listMyPasskeys = createServerFn({ method: declared.listMyPasskeys.method })
  .middleware([requirePermission(declared.listMyPasskeys.permission)])
  .validator(declared.listMyPasskeys.input)
  .handler(async ({ context }) => passkeys.listPasskeys(await getDb(), context.session.user.id))

export const renamePasskey = createServerFn({ method: declared.renamePasskey.method })
  .middleware([requirePermission(declared.renamePasskey.permission)])
  .validator(declared.renamePasskey.input)
  .handler(async ({ data, context }) => passkeys.renamePasskey(await getDb(), ownerOf(context.session), data))

export const removePasskey = createServerFn({ method: declared.removePasskey.method })
  .middleware([requirePermission(declared.removePasskey.permission), requireStepUp])
  .validator(declared.removePasskey.input)
  .handler(async ({ data, context }) =>
    passkeys.removePasskey(
      await getDb(),
      ownerOf(context.session),
      data,
      { ...requestActor(context.session.user), userAgent: getRequest().headers.get('user-agent') },
      requestSecurityNotifier(),
    ),
  )
