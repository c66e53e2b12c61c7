import type { ComponentProps } from 'react'
import { SectionCard } from '@/components/ui/section-card'

/** The account page's sections: raised cards, a little tighter on a phone. */
export function AccountSection(props: Omit<ComponentProps<typeof SectionCard>, 'raised'>) {
  return <SectionCard raised {...props} className="p-5 sm:p-6" />
}
