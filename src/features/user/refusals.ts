/** The refusals the pages tell apart (isRefusal), declared once for the server code that sends them. */
export const userRefusals = {
  notFound: 'user:errors.notFound',
  emailTaken: 'user:validation.emailTaken',
} as const
