import { refuse } from '../http/refusal'
import { type Permissions, statements } from './access-control'

type KeyRights = { kind: 'personal' | 'organization'; permissions: Permissions }

/** Whether a personal key's own statements hold every permission asked (its owner's role is checked apart). */
export function keyAllows(keyPermissions: Permissions, asked: Permissions) {
  return Object.entries(asked).every(([resource, actions]) =>
    (actions ?? []).every((action) =>
      (keyPermissions[resource as keyof Permissions] as string[] | undefined)?.includes(action),
    ),
  )
}

/**
 * A key never does what needs a recent proof of presence: no key is made with that right, since whoever holds it
 * could use it for as long as it lives. A personal key does only what its statements allow; an organisation's key
 * acts within its organisation (the route checks which), with its maker's rights there, and nothing product-wide.
 */
export function refuseBeyondKey(key: KeyRights, asked: Permissions, stepUp: boolean) {
  if (stepUp) refuse(403, 'errors:apiKey.stepUp')
  if (key.kind === 'personal' && !keyAllows(key.permissions, asked)) refuse(403, 'errors:apiKey.forbidden')
}

/** The statements a person may give a key: every one their roles allow, as `resource:action` pairs. */
export function grantableStatements(allows: (permission: Permissions) => boolean) {
  return Object.entries(statements).flatMap(([resource, actions]) =>
    (actions as readonly string[])
      .filter((action) => allows({ [resource]: [action] } as Permissions))
      .map((action) => ({ resource, action })),
  )
}
