import { STEP_UP_HEADER, STEP_UP_REQUIRED } from './step-up'

/** Asks the person for a step-up (a fresh code or passkey); true once given, false when turned down. */
type StepUpPrompt = () => Promise<boolean>

let prompt: StepUpPrompt | undefined
let pending: Promise<boolean> | undefined

/** The signed-in areas' step-up dialog registers itself while it is mounted. */
export function setStepUpPrompt(next: StepUpPrompt | undefined) {
  prompt = next
}

/** Several calls refused at once share one dialog. */
function askOnce(ask: StepUpPrompt) {
  pending ??= ask().finally(() => {
    pending = undefined
  })
  return pending
}

export function asksForStepUp(answer: Response) {
  return answer.status === 403 && answer.headers.get(STEP_UP_HEADER) === STEP_UP_REQUIRED
}

/**
 * Sends a request; when the server asks for a step-up, asks the person for it and sends the same
 * request once more, so that the action goes on with what they entered. Turned down, the refusal is answered as
 * it came (its message says why).
 */
export async function fetchWithStepUp(
  input: RequestInfo | URL,
  init?: RequestInit,
  send: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> = fetch,
) {
  const answer = await send(input, init)
  if (!asksForStepUp(answer) || !prompt) return answer
  return (await askOnce(prompt)) ? send(input, init) : answer
}
