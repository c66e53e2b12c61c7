import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { is__Entity__NotFound, __entityCamel__QueryOptions } from './queries'

export async function load__Entity__(queryClient: QueryClient, id: string) {
  try {
    const found = await queryClient.ensureQueryData(__entityCamel__QueryOptions(id))
    return { name: found.name }
  } catch (error) {
    if (is__Entity__NotFound(error)) throw notFound()
    throw error
  }
}
