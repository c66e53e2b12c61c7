/** The property of a form control where the document's script keeps the last text typed into it. */
const TYPED = '__typedBeforeHydration'

/**
 * Run in <head> before the body is parsed.
 *
 * - React's hydration of a textarea puts the rendered text back, so the last text typed into each control is
 *   kept aside.
 * - Until React has hydrated a form, nothing cancels its native submit: the browser would send the fields in
 *   the URL of a GET and reload the page, losing what was typed. So an uncancelled submit is held and
 *   dispatched again every 100 ms (a dispatched submit event never makes the browser submit) until the
 *   application handles it. Forms with a `method` go as they are.
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
