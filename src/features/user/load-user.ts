import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { isUserNotFound, userQueryOptions } from './queries'

export async function loadUser(queryClient: QueryClient, id: string) {
  try {
    const { user } = await queryClient.ensureQueryData(userQueryOptions(id))
    return { name: user.name }
  } catch (error) {
    if (isUserNotFound(error)) throw notFound()
    throw error
  }
}
