import { createServerFn } from '@tanstack/react-start'
import { guardsOf } from '@/server/http/server-functions/guards'
import { getRequest } from '@tanstack/react-start/server'
import { requestActor } from '@/server/audit'
import { requestSecurityNotifier } from '@/server/email/request-security-notifier'
import { getDb } from '@/server/db'
import * as passkeys from './passkey.server'
import * as declared from './api'

type Caller = { user: { id: string }; impersonatedBy: string | null }
const ownerOf = ({ user, impersonatedBy }: Caller): passkeys.PasskeyOwner => ({ userId: user.id, impersonatedBy })

export const listMyPasskeys = createServerFn(declared.listMyPasskeys)
  .middleware(guardsOf(declared.listMyPasskeys))
  .handler(async ({ context }) => passkeys.listPasskeys(await getDb(), context.session.user.id))

export const renamePasskey = createServerFn(declared.renamePasskey)
  .middleware(guardsOf(declared.renamePasskey))
  .handler(async ({ data, context }) => passkeys.renamePasskey(await getDb(), ownerOf(context.session), data))

export const removePasskey = createServerFn(declared.removePasskey)
  .middleware(guardsOf(declared.removePasskey))
  .handler(async ({ data, context }) =>
    passkeys.removePasskey(
      await getDb(),
      ownerOf(context.session),
      data,
      { ...requestActor(context.session.user), userAgent: getRequest().headers.get('user-agent') },
      requestSecurityNotifier(),
    ),
  )
