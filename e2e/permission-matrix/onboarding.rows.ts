import type * as api from '~/src/features/onboarding/api'
import { attempt, ownName, type Rows } from './row'

export const rows: Rows<typeof api> = {
  saveOnboardingName: {
    input: (f, c, ok) => ({ name: ok ? ownName(f, c) : attempt(f, c, 'name') }),
  },
}
