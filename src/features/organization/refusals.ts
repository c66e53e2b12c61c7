/** The refusals the pages tell apart (isRefusal), declared once for the server code that sends them. */
export const organizationRefusals = {
  /** Also when the caller is not a member. */
  notFound: 'organization:errors.notFound',
  invitationNotFound: 'organization:invitation.notFound',
  /** better-auth's own message for the same refusal (auth-errors namespace), so both read alike. */
  notTheRecipient: 'auth-errors:YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION',
} as const
