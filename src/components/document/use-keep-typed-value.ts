import { type RefObject, useLayoutEffect, useRef } from 'react'
import { typedBeforeHydration } from '@/components/document/before-hydration'

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * React 19 hydrates a controlled control without touching its text, but its state still holds the value the
 * server rendered: the next render writes it back, and a submit sends it. So the typed text is handed to React
 * as the input (or change) event it missed.
 */
export function useKeepTypedValue(ref: RefObject<Control | null>, value: unknown) {
  const rendered = useRef(value)
  // In the commit that hydrates the control, so that a submit held until then sees the value.
  useLayoutEffect(() => {
    const element = ref.current
    const renderedValue = rendered.current
    // An uncontrolled control keeps its text by itself.
    if (!element || renderedValue === undefined || renderedValue === null) return
    // A textarea's hydration puts the rendered text back: the document's script kept what was typed.
    const typed = typedBeforeHydration(element) ?? element.value
    if (typed === String(renderedValue)) return
    dispatchTypedValue(element, String(renderedValue), typed)
  }, [ref])
}

function dispatchTypedValue(element: Control, renderedValue: string, typed: string) {
  if (element instanceof HTMLSelectElement) {
    element.value = typed
    element.dispatchEvent(new Event('change', { bubbles: true }))
    return
  }
  // React notices a change by comparing with the last value it saw, which it records through the
  // element's own `value` setter; at hydration it recorded the typed text. Set the rendered value
  // through that setter, then the typed one through the prototype's, and the input event is a change.
  element.value = renderedValue
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set?.call(element, typed)
  element.dispatchEvent(new Event('input', { bubbles: true }))
}
