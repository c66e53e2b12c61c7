import type { ReactNode } from 'react'

const colors = { text: '#18181b', muted: '#52525b', border: '#e4e4e7', accent: '#4f46e5', background: '#f4f4f5' }

/** The frame of every e-mail: inline styles only, since mail clients ignore style sheets. */
export function EmailLayout({
  language,
  direction,
  preview,
  children,
}: {
  language: string
  direction: 'ltr' | 'rtl'
  preview: string
  children: ReactNode
}) {
  return (
    <html lang={language} dir={direction}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </head>
      <body
        style={{
          margin: 0,
          padding: '24px 12px',
          background: colors.background,
          fontFamily: 'system-ui, sans-serif',
          color: colors.text,
        }}
      >
        <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden' }}>{preview}</div>
        <div
          style={{
            maxWidth: 480,
            margin: '0 auto',
            background: '#ffffff',
            border: `1px solid ${colors.border}`,
            borderRadius: 12,
            padding: 32,
          }}
        >
          {children}
        </div>
      </body>
    </html>
  )
}

export const emailColors = colors

/** The e-mail's one main action, drawn as a button. */
export function EmailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p style={{ margin: '0 0 24px', textAlign: 'center' }}>
      <a
        href={href}
        style={{
          display: 'inline-block',
          padding: '12px 20px',
          borderRadius: 8,
          background: colors.accent,
          color: '#ffffff',
          fontWeight: 600,
          textDecoration: 'none',
        }}
      >
        {children}
      </a>
    </p>
  )
}

/** The button's address written out, for mail clients that do not show buttons. */
export function EmailLinkFallback({ href, label, last }: { href: string; label: string; last?: boolean }) {
  return (
    <>
      <p style={{ margin: '0 0 8px', color: colors.muted, fontSize: 13 }}>{label}</p>
      <p dir="ltr" style={{ margin: last ? 0 : '0 0 16px', fontSize: 13, wordBreak: 'break-all' }}>
        <a href={href} style={{ color: colors.accent }}>
          {href}
        </a>
      </p>
    </>
  )
}
