import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { isRefusal } from '@/lib/http/refusal'
import { __entityCamel__QueryOptions } from './queries'
import { __entityCamel__Refusals } from './refusals'

export async function load__Entity__(queryClient: QueryClient, id: string) {
  try {
    const found = await queryClient.ensureQueryData(__entityCamel__QueryOptions(id))
    return { name: found.name }
  } catch (error) {
    if (isRefusal(error, __entityCamel__Refusals.notFound)) throw notFound()
    throw error
  }
}
