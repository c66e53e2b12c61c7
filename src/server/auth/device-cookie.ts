import { createHmac, randomBytes } from 'node:crypto'
import type { GenericEndpointContext } from '@better-auth/core'

/** better-auth prefixes it (`better-auth.device_id`, `__Secure-` over https) and gives it its cookie defaults. */
const DEVICE_COOKIE = 'device_id'
/** Browsers keep no cookie longer than 400 days, whatever a site asks for. */
export const DEVICE_COOKIE_MAX_AGE = 400 * 24 * 60 * 60

const DEVICE_ID = /^[\w-]{43}$/

function deviceCookie(ctx: GenericEndpointContext) {
  return ctx.context.createAuthCookie(DEVICE_COOKIE, { maxAge: DEVICE_COOKIE_MAX_AGE })
}

/**
 * The browser's device id, read from its cookie, or a new random one when it has none or the cookie's signature
 * does not hold (a forged or copied-and-edited value is a new device). The cookie is written again either way, so
 * a browser used at least once in 400 days stays known.
 */
export async function deviceIdOfBrowser(ctx: GenericEndpointContext): Promise<string> {
  const cookie = deviceCookie(ctx)
  const deviceId = (await presentedDeviceId(ctx)) ?? newDeviceId()
  await ctx.setSignedCookie(cookie.name, deviceId, ctx.context.secret, cookie.attributes)
  return deviceId
}

/** The device id of the browser's cookie when its signature holds; nothing otherwise. Writes no cookie. */
export async function presentedDeviceId(ctx: GenericEndpointContext): Promise<string | undefined> {
  const presented = await ctx.getSignedCookie(deviceCookie(ctx).name, ctx.context.secret)
  return typeof presented === 'string' && DEVICE_ID.test(presented) ? presented : undefined
}

function newDeviceId() {
  return randomBytes(32).toString('base64url')
}

/** What the database keeps of a device id: a leaked table cannot be turned back into cookies. */
export function deviceHash(secret: string, deviceId: string) {
  return createHmac('sha256', secret).update(`known-device:${deviceId}`).digest('base64url')
}
