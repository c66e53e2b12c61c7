import { STEP_UP_HEADER, STEP_UP_REQUIRED } from './step-up'

/** Asks the person for a fresh proof of presence; true once given, false when turned down. */
type RecentProofPrompt = () => Promise<boolean>

let prompt: RecentProofPrompt | undefined
let pending: Promise<boolean> | undefined

/** The signed-in areas' step-up dialog registers itself while it is mounted. */
export function setRecentProofPrompt(next: RecentProofPrompt | undefined) {
  prompt = next
}

/** Several calls refused at once share one dialog. */
function askOnce(ask: RecentProofPrompt) {
  pending ??= ask().finally(() => {
    pending = undefined
  })
  return pending
}

export function needsRecentProof(answer: Response) {
  return answer.status === 403 && answer.headers.get(STEP_UP_HEADER) === STEP_UP_REQUIRED
}

/**
 * Sends a request; when the server asks for a recent proof of presence, asks the person for it and sends the same
 * request once more, so that the action goes on with what they entered. Turned down, the refusal is answered as
 * it came (its message says why).
 */
export async function fetchWithRecentProof(
  input: RequestInfo | URL,
  init?: RequestInit,
  send: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> = fetch,
) {
  const answer = await send(input, init)
  if (!needsRecentProof(answer) || !prompt) return answer
  return (await askOnce(prompt)) ? send(input, init) : answer
}
