/**
 * Sonner 2.0.8 takes visibleToasts, duration and gap as props and the width as the `--width` CSS variable.
 * The swipe threshold and removal delay copy constants inside sonner that it does not let us set
 * (SWIPE_THRESHOLD, TIME_BEFORE_UNMOUNT).
 */
export const toasterSettings = {
  visibleToasts: 3,
  duration: 4000,
  gap: 14,
  widthPx: 356,
  swipeThresholdPx: 45,
  removeDelayMs: 200,
} as const
