import type { GenericEndpointContext } from '@better-auth/core'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../db'
import { knownDevice, user } from '../db/schema'
import { deviceHash, presentedDeviceId } from './device-cookie'

/**
 * The browser's device hash when its signed device cookie shows a sign-in to the account of `address` before, else
 * nothing (no cookie, a forged one, another account's device, an address without an account).
 */
export type KnownDeviceLookup = (ctx: GenericEndpointContext, address: string) => Promise<string | undefined>

/**
 * The lookup is made once per request and address: the limits' before and after hooks all ask it. A request's
 * headers are the one object every hook of that request shares.
 */
export function knownDeviceLookup(db: Database): KnownDeviceLookup {
  const answered = new WeakMap<object, Map<string, Promise<string | undefined>>>()

  async function lookUp(ctx: GenericEndpointContext, address: string) {
    const deviceId = await presentedDeviceId(ctx)
    if (!deviceId) return undefined
    const hash = deviceHash(ctx.context.secret, deviceId)
    const [found] = await db
      .select({ hash: knownDevice.deviceHash })
      .from(knownDevice)
      .innerJoin(user, eq(user.id, knownDevice.userId))
      .where(and(eq(user.email, address), eq(knownDevice.deviceHash, hash)))
      .limit(1)
    return found?.hash
  }

  return (ctx, address) => {
    const request = ctx.request ?? ctx.headers
    if (!request) return lookUp(ctx, address)
    const byAddress = answered.get(request) ?? new Map<string, Promise<string | undefined>>()
    answered.set(request, byAddress)
    const known = byAddress.get(address) ?? lookUp(ctx, address)
    byAddress.set(address, known)
    return known
  }
}
