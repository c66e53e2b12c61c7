/** The property of a form control where the document's script keeps the last text typed into it. */
const TYPED = '__typedBeforeHydration'

/**
 * Inline script of every hydrating page, run in <head> before the body is parsed.
 *
 * - It keeps the last text typed into each control: React's hydration of a textarea puts the rendered text
 *   back into it, so the control itself may no longer hold what was typed (read by typedBeforeHydration).
 * - A form of the application has no `method`, and its React handler cancels the browser's own submit. Until
 *   React has hydrated the form, nothing cancels it: the browser would send the fields in the URL of a GET and
 *   reload the page, losing what was typed. So a submit that reaches the window uncancelled is held, and
 *   dispatched again every 100 ms as a submit event (which never makes the browser submit) until the
 *   application cancels it, that is handles it. React does not replay a submit it could not dispatch, so the
 *   form is submitted once. Forms with a `method` (sign-in forms that post, search forms) go as they are.
 */
export const beforeHydrationScript = `(() => {
  addEventListener('input', (event) => { event.target.${TYPED} = event.target.value; }, true);
  const held = [];
  let timer;
  const replay = () => {
    for (const entry of held.slice()) {
      const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: entry.submitter });
      if (!entry.form.isConnected || !entry.form.dispatchEvent(event)) held.splice(held.indexOf(entry), 1);
    }
    if (held.length === 0) timer = clearInterval(timer);
  };
  addEventListener('submit', (event) => {
    const form = event.target;
    // A replay (untrusted) submits nothing by itself: only an uncancelled one stays held.
    if (!event.isTrusted || event.defaultPrevented || form.hasAttribute('method')) return;
    event.preventDefault();
    if (held.some((entry) => entry.form === form)) return;
    held.push({ form, submitter: event.submitter });
    timer ??= setInterval(replay, 100);
  });
})()`

export function typedBeforeHydration(element: Element): string | undefined {
  const typed: unknown = (element as unknown as Record<string, unknown>)[TYPED]
  return typeof typed === 'string' ? typed : undefined
}
