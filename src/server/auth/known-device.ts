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

export function knownDeviceLookup(db: Database): KnownDeviceLookup {
  return async (ctx, address) => {
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
}
