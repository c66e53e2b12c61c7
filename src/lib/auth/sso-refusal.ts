/**
 * The code of an organisation provider's answer for an address outside the organisation's verified domains:
 * nobody is signed in, and the login error page says why.
 */
export const SSO_ADDRESS_REFUSED = 'SSO_ADDRESS_OUTSIDE_DOMAINS'

/**
 * The code of a sign-in refused because the address's organisation requires its identity provider: codes, passkeys
 * and passwords alike (a product admin's passkey or password aside, the way in if the provider fails).
 */
export const SSO_REQUIRED = 'SSO_REQUIRED'

/** The code of a sign-in refused because every organisation directory that knows the person deactivated them. */
export const DEACTIVATED_BY_DIRECTORY = 'DEACTIVATED_BY_DIRECTORY'
