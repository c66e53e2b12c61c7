import { afterEach, describe, expect, it } from 'vitest'
import { closeDemoDialog, isDemoDialogOpen } from './demo-dialog-store'
import { handleDemoRefusal, isDemoRefusal } from './demo-refusal'

afterEach(() => closeDemoDialog())

describe('handleDemoRefusal', () => {
  it("opens the dialog for a server function's refusal", () => {
    expect(handleDemoRefusal(new Error('demo:refused'))).toBe(true)
    expect(isDemoDialogOpen()).toBe(true)
  })

  it("recognises better-auth's DEMO_MODE error object", () => {
    expect(
      isDemoRefusal({ status: 403, code: 'DEMO_MODE', message: 'This is a read-only demo, this action is disabled' }),
    ).toBe(true)
  })

  it('leaves other errors to the caller', () => {
    for (const error of [new Error('repository:notFound'), { code: 'FORBIDDEN' }, undefined, 'demo:refused']) {
      expect(handleDemoRefusal(error)).toBe(false)
    }
    expect(isDemoDialogOpen()).toBe(false)
  })
})
