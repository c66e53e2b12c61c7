/** The refusal of a sign-in code request whose e-mail the mail server did not take (503). */
export const CODE_NOT_SENT = 'CODE_NOT_SENT'
