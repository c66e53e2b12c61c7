const FORBIDDEN = 'FORBIDDEN'

/** Thrown by a route guard when a signed-in user lacks the permission; the route shows the 403 page. */
export function forbiddenError() {
  return new Error(FORBIDDEN)
}

export function isForbiddenError(error: unknown) {
  return error instanceof Error && error.message === FORBIDDEN
}
