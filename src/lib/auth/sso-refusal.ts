/**
 * The code of an organisation provider's answer for an address outside the organisation's verified domains:
 * nobody is signed in, and the login error page says why.
 */
export const SSO_ADDRESS_REFUSED = 'SSO_ADDRESS_OUTSIDE_DOMAINS'
