/** The refusals the pages tell apart (isRefusal), declared once for the server code that sends them. */
export const repositoryRefusals = {
  notFound: 'repository:notFound',
  nameTaken: 'repository:validation.nameTaken',
} as const
