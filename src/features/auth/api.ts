import { declareServerFunction } from '@/server/http/server-functions/declaration'

/** Initialises every page, signed in or not. */
export const getAppContext = declareServerFunction({ method: 'GET', permission: null, input: null })
