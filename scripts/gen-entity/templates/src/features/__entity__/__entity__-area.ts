/** __Entities_words__ appear in both areas: read-only in /app, managed in /manager. */
export type __Entity__Area = 'app' | 'manager'

export const __entityCamel__Paths = {
  list: (area: __Entity__Area) => `/${area}/__entities__` as const,
  detail: (area: __Entity__Area, id: string) => `/${area}/__entities__/${id}`,
  create: '/manager/__entities__/new',
  update: (id: string) => `/manager/__entities__/${id}/update`,
}
