import { readFileSync } from 'node:fs'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { LogoMark } from './logo'

/** An SVG's drawing: its viewBox and what it holds, without the attributes a page sets on the element. */
function drawing(svg: string) {
  const content = /^<svg[^>]*>(.*)<\/svg>\s*$/s.exec(svg)?.[1]
  return { viewBox: /viewBox="([^"]+)"/.exec(svg)?.[1], content: content?.replaceAll(/><\/\w+>/g, '/>') }
}

describe('LogoMark', () => {
  it('draws what the favicon draws', () => {
    const favicon = drawing(readFileSync('public/favicon.svg', 'utf8'))
    expect(favicon.content).toContain('<rect')
    expect(drawing(renderToStaticMarkup(<LogoMark />))).toEqual(favicon)
  })
})
