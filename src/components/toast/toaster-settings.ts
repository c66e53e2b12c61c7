/**
 * The toasts' constants (count, timings, sizes). Sonner 2.0.8 takes visibleToasts, duration and gap as props and
 * the width as the `--width` CSS variable. Its swipe threshold (45 px, or a fast swipe) and the
 * 200 ms removal animation are constants inside sonner (SWIPE_THRESHOLD, TIME_BEFORE_UNMOUNT) that
 * it does not let us set; they already have these values. Pausing while hovered, expanded or
 * while the tab is hidden is sonner's own behaviour.
 */
export const toasterSettings = {
  visibleToasts: 3,
  duration: 4000,
  gap: 14,
  widthPx: 356,
  swipeThresholdPx: 45,
  removeDelayMs: 200,
} as const
