import { type CodeEmailInput, codeEmail } from './code-email'

export function signInCodeEmail(input: CodeEmailInput) {
  return codeEmail('signInCode', input)
}
