import { ChevronRight, House, LayoutDashboard, type LucideIcon } from 'lucide-react'
import { forwardRef } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PlainIcon } from './plain-icon'

/** The drawing of an icon's markup: what is inside its <svg>. */
const drawing = (markup: string) => /<svg[^>]*>([\s\S]*)<\/svg>/.exec(markup)?.[1]

describe('PlainIcon', () => {
  it('draws what lucide draws, as a decorative icon with the given classes', () => {
    for (const Icon of [ChevronRight, House, LayoutDashboard]) {
      const plain = renderToStaticMarkup(<PlainIcon icon={Icon} className="size-5" />)
      const lucide = renderToStaticMarkup(<Icon className="size-5" />)
      expect(drawing(plain)).toBeTruthy()
      expect(drawing(plain)).toBe(drawing(lucide))
      expect(plain).toContain('aria-hidden="true"')
      expect(plain).toContain('class="size-5"')
      expect(plain).toContain('viewBox="0 0 24 24"')
    }
  })

  it('falls back to the component when it cannot read the icon’s data', () => {
    const Opaque = forwardRef<SVGSVGElement>(function Opaque(_props, ref) {
      return <svg ref={ref} data-opaque="" />
    }) as unknown as LucideIcon
    expect(renderToStaticMarkup(<PlainIcon icon={Opaque} className="size-5" />)).toContain('data-opaque')
  })
})
