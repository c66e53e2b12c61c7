import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { isRepositoryNotFound, repositoryQueryOptions } from './queries'

export async function loadRepository(queryClient: QueryClient, id: string) {
  try {
    const repository = await queryClient.ensureQueryData(repositoryQueryOptions(id))
    return { name: repository.name }
  } catch (error) {
    if (isRepositoryNotFound(error)) throw notFound()
    throw error
  }
}
