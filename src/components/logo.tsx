import { appConfig } from '~/app.config'

export function Logo() {
  return (
    <span className="inline-flex items-center gap-2 text-lg font-semibold tracking-tight">
      <img src="/favicon.svg" alt="" width={28} height={28} className="rounded-md" />
      {appConfig.name}
    </span>
  )
}
