import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { isRefusal } from '@/lib/http/refusal'
import { repositoryQueryOptions } from './queries'
import { repositoryRefusals } from './refusals'

export async function loadRepository(queryClient: QueryClient, id: string) {
  try {
    const repository = await queryClient.ensureQueryData(repositoryQueryOptions(id))
    return { name: repository.name }
  } catch (error) {
    if (isRefusal(error, repositoryRefusals.notFound)) throw notFound()
    throw error
  }
}
