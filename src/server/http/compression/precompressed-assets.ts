import { varyWithAcceptEncoding } from './compression'

/** Nitro keeps a .br and a .gz beside each built file. */
const assetsPath = '/assets/'

/**
 * Nitro's static handler picks a file's .br or .gz twin by Accept-Encoding but says Vary: Accept-Encoding only
 * when the request named an encoding it knows: the plain file sent to a client that named none must say it
 * too, or a shared cache would keep that larger copy for every client, for a year (the assets are immutable).
 */
export function varyPrecompressedAsset(pathname: string, response: Response) {
  if (!pathname.startsWith(assetsPath) || (response.status !== 200 && response.status !== 304)) return
  response.headers.set('vary', varyWithAcceptEncoding(response.headers.get('vary')))
}
