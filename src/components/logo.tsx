import { appConfig } from '~/app.config'

/**
 * The product's mark, drawn inline: as an <img> of an SVG file, the browser builds a separate SVG document for
 * it, tens of milliseconds of a phone's main thread while the page loads. public/favicon.svg is the same
 * drawing (a test holds the two equal).
 */
export function LogoMark() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 64 64"
      width={28}
      height={28}
      aria-hidden="true"
      className="size-7 shrink-0"
    >
      <rect width="64" height="64" rx="14" fill="#4f46e5" />
      <path d="M18 46V22h28v24" fill="none" stroke="#fff" strokeWidth="5" strokeLinejoin="round" />
      <path d="M12 46h40" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
    </svg>
  )
}

export function Logo() {
  return (
    <span className="inline-flex items-center gap-2 text-lg font-semibold tracking-tight">
      <LogoMark />
      {appConfig.name}
    </span>
  )
}
