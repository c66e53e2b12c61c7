/** The property of a form control where the document's script keeps the last text typed into it. */
const TYPED = '__typedBeforeHydration'

/** What a tap can land on that does nothing by itself before hydration (links and fields act natively). */
const TAPPABLE = 'button,[role=button],[role=radio],[role=switch],[role=tab],[role=menuitem]'

/** A tap is replayed within this time, or never: a page whose scripts never come does not act a minute later. */
export const TAP_REPLAY_WINDOW_MS = 30_000

/**
 * Run in <head> before the body is parsed. A phone shows the server's page for seconds before React hydrates it.
 *
 * - React's hydration of a textarea puts the rendered text back, so the last text typed into each control is
 *   kept aside.
 * - Until React has hydrated a form, nothing cancels its native submit: the browser would send the fields in
 *   the URL of a GET and reload the page, losing what was typed. So an uncancelled submit is held and
 *   dispatched again every 100 ms (a dispatched submit event never makes the browser submit) until the
 *   application handles it. Forms with a `method` go as they are.
 * - A tap (or Enter, Space) on a button before React listens, or while React cannot hydrate the button yet, is
 *   lost: React replays only what it could dispatch. So the tap is kept and replayed once, on the same button,
 *   as soon as React has hydrated it (its props are on the element) and the page is interactive: the pointer
 *   and mouse events of a tap, as a browser fires them, for handlers on any of them. It is dropped when the
 *   button has gone, its label has changed, the page's address has changed, the window has passed, or React
 *   handled the tap itself; a second tap on the same button before the replay counts once. React, once listening,
 *   hydrates what a tap lands on and dispatches the tap itself when it can: the tap was handled if its button is
 *   hydrated once the event has been through React (at the window, or when a handler stops it there); a tap React
 *   could not dispatch, it stops while the button has no props yet. A submit button's tap is not kept: the submit
 *   it makes is held instead. A replayed submit (untrusted) submits nothing by itself.
 */
export const beforeHydrationScript = `(() => {
  addEventListener('input', (event) => { event.target.${TYPED} = event.target.value; }, true);
  const held = [];
  const taps = [];
  let timer;
  let replaying = false;
  const reactProps = (element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  const label = (control) => [control.textContent, control.getAttribute('aria-label'), control.title].join('|');
  const forget = (list, entry) => list.includes(entry) && list.splice(list.indexOf(entry), 1);
  const tap = (control) => {
    replaying = true;
    for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']) {
      const init = { bubbles: true, cancelable: true, composed: true, view: window, detail: 1, button: 0,
        buttons: type.endsWith('down') ? 1 : 0, pointerId: 1, pointerType: 'mouse', isPrimary: true };
      control.dispatchEvent(type.startsWith('pointer') ? new PointerEvent(type, init) : new MouseEvent(type, init));
    }
    replaying = false;
  };
  const replay = () => {
    for (const entry of held.slice()) {
      const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: entry.submitter });
      if (!entry.form.isConnected || !entry.form.dispatchEvent(event)) forget(held, entry);
    }
    for (const entry of taps.slice()) {
      const { control } = entry;
      const stale = !control.isConnected || label(control) !== entry.label || location.href !== entry.page ||
        Date.now() - entry.at > ${TAP_REPLAY_WINDOW_MS};
      if (!stale && !(reactProps(control) && document.documentElement.dataset.hydrated)) continue;
      forget(taps, entry);
      if (!stale) tap(control);
    }
    if (held.length === 0 && taps.length === 0) timer = clearInterval(timer);
  };
  addEventListener('submit', (event) => {
    const form = event.target;
    if (!event.isTrusted || event.defaultPrevented || form.hasAttribute('method')) return;
    event.preventDefault();
    if (held.some((entry) => entry.form === form)) return;
    held.push({ form, submitter: event.submitter });
    timer ??= setInterval(replay, 100);
  });
  let current;
  const settle = () => current && reactProps(current.control) && forget(taps, current);
  addEventListener('click', (event) => {
    current = undefined;
    const control = replaying ? null : event.target.closest?.('${TAPPABLE}');
    if (!control || (control.type === 'submit' && control.form)) return;
    const earlier = taps.find((entry) => entry.control === control);
    if (reactProps(control)) return forget(taps, earlier);
    if (earlier) return;
    current = { control, label: label(control), page: location.href, at: Date.now() };
    taps.push(current);
    timer ??= setInterval(replay, 100);
    const stop = event.stopPropagation;
    event.stopPropagation = function () { settle(); return stop.call(this); };
  }, true);
  addEventListener('click', settle);
})()`

export function typedBeforeHydration(element: Element): string | undefined {
  const typed: unknown = (element as unknown as Record<string, unknown>)[TYPED]
  return typeof typed === 'string' ? typed : undefined
}
