import { sql } from 'drizzle-orm'
import type { Database } from './client'

// Constant words (letters only): inlined in the SQL, never user input.
const firstNames = [
  'Mark',
  'Maria',
  'Marcus',
  'Omar',
  'Anna',
  'Ben',
  'Chloe',
  'David',
  'Elena',
  'Felix',
  'Grace',
  'Hugo',
  'Ines',
  'Jonas',
  'Kofi',
  'Leila',
  'Mei',
  'Nadia',
  'Oscar',
  'Priya',
  'Quentin',
  'Rosa',
  'Samir',
  'Tara',
  'Umar',
  'Vera',
  'Wanjiru',
  'Xavier',
  'Yuki',
  'Zoe',
  'Amina',
  'Bruno',
  'Carla',
  'Dmitri',
  'Emma',
  'Fatima',
  'Gustav',
  'Hana',
  'Ivan',
  'Julia',
]
const lastNames = [
  'Smith',
  'Martin',
  'Garcia',
  'Okafor',
  'Dubois',
  'Kimani',
  'Nguyen',
  'Rossi',
  'Schmidt',
  'Haddad',
  'Silva',
  'Kowalski',
  'Tanaka',
  'Osei',
  'Lefebvre',
  'Moreau',
  'Novak',
  'Petrov',
  'Jensen',
  'Ali',
  'Brown',
  'Wilson',
  'Lopez',
  'Mwangi',
  'Chen',
  'Khan',
  'Fischer',
  'Bernard',
  'Romero',
  'Costa',
  'Andersen',
  'Ibrahim',
  'Yilmaz',
  'Sato',
  'Park',
  'Murphy',
  'Kelly',
  'Laurent',
  'Otieno',
  'Weber',
]

function wordArray(words: string[]) {
  return sql.raw(`array[${words.map((word) => `'${word}'`).join(',')}]::text[]`)
}

export interface SeedUsersOptions {
  count: number
  /** Rows per INSERT statement (each its own transaction). */
  batchSize?: number
  domain?: string
  onProgress?: (done: number, count: number) => void
}

/**
 * Generated in the database itself (generate_series). Every one has role 'user' (no admin, so the "last admin"
 * rules are untouched). E-mails are a function of N, so running it again inserts only what is missing.
 */
export async function seedUsers(
  db: Database,
  { count, batchSize = 50_000, domain = 'example.test', onProgress }: SeedUsersOptions,
) {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be a whole number, got ${count}`)
  if (!Number.isInteger(batchSize) || batchSize < 1)
    throw new RangeError(`batchSize must be positive, got ${batchSize}`)
  const firsts = wordArray(firstNames)
  const lasts = wordArray(lastNames)
  let inserted = 0
  for (let start = 1; start <= count; start += batchSize) {
    const end = Math.min(count, start + batchSize - 1)
    const result = await db.execute<{ inserted: number }>(sql`
      with generated as (
        select
          n,
          (${firsts})[1 + n % ${firstNames.length}] as first_name,
          (${lasts})[1 + (n / ${firstNames.length} + n * 7) % ${lastNames.length}] as last_name,
          -- A fixed pseudo-random instant within the last two years (microseconds).
          (n::bigint * 2654435761) % 63072000000000 as age_us
        from generate_series(${start}::int, ${end}::int) as n
      ),
      inserted as (
        insert into "user" (id, name, email, email_verified, role, banned, ban_reason, created_at, updated_at)
        select
          gen_random_uuid()::text,
          first_name || ' ' || last_name,
          lower(first_name || '.' || last_name || '.' || n) || '@' || ${domain}::text,
          true,
          'user',
          n % 33 = 0,
          case when n % 33 = 0 then 'Generated test account' end,
          now() - age_us * interval '1 microsecond',
          now() - age_us * interval '1 microsecond'
        from generated
        on conflict (email) do nothing
        returning 1
      )
      select count(*)::int as inserted from inserted
    `)
    const rows = Array.isArray(result) ? result : (result as unknown as { rows: Array<{ inserted: number }> }).rows
    inserted += Number(rows[0]?.inserted ?? 0)
    onProgress?.(end, count)
  }
  return { inserted }
}
