/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Build time: the environment banner's name (e.g. Staging); unset, no banner. */
  readonly VITE_ENV_NAME?: string
  /** Build time: the environment banner's emoji (e.g. 🚧). */
  readonly VITE_ENV_EMOJI?: string
  /** Build time: the environment banner's CSS colour; default plum. */
  readonly VITE_ENV_COLOR?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
