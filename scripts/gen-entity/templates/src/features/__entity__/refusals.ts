/** The refusals the pages tell apart (isRefusal), declared once for the server code that sends them. */
export const __entityCamel__Refusals = {
  notFound: '__entity__:notFound',
  nameTaken: '__entity__:validation.nameTaken',
} as const
