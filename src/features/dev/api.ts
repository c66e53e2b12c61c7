import { declareServerFunction } from '@/server/http/server-functions/declaration'

/** Development only: the production server answers 404 to everyone. */
export const listDevMailbox = declareServerFunction({ method: 'GET', permission: null, input: null })
