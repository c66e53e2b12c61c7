import { queryOptions } from '@tanstack/react-query'
import { getApiReference } from './api-docs.functions'

export const apiReferenceQueryOptions = queryOptions({
  queryKey: ['api-reference'] as const,
  queryFn: () => getApiReference(),
  // It only changes with a new deployment.
  staleTime: Infinity,
})
