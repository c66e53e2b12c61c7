import { admin, expect, signIn, test } from './fixtures/test'

declare global {
  interface Window {
    /** How many React commits rendered the signed-in shell's outer element (the hydration itself is one). */
    shellRenders: number
  }
}

/**
 * Stands in for React DevTools, whose hook React calls on every commit even in production builds: counts the
 * commits in which the shell's outer element (the one with data-sidebar) was rendered rather than kept as it
 * was, which happens when the shell, and so the whole page in it, renders again.
 */
function countShellRenders() {
  window.shellRenders = 0
  type Fiber = {
    stateNode: unknown
    child: Fiber | null
    sibling: Fiber | null
    alternate: Fiber | null
    memoizedProps: unknown
  }
  const find = (fiber: Fiber | null, element: Element): Fiber | null => {
    for (let current = fiber; current; current = current.sibling) {
      if (current.stateNode === element) return current
      const found = find(current.child, element)
      if (found) return found
    }
    return null
  }
  Object.assign(window, {
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      inject: () => 1,
      checkDCE: () => {},
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => {
        const shell = document.querySelector('div[data-sidebar]')
        const fiber = shell && find(root.current, shell)
        if (fiber && (!fiber.alternate || fiber.alternate.memoizedProps !== fiber.memoizedProps))
          window.shellRenders += 1
      },
    },
  })
}

// A phone, as Lighthouse's mobile preset: the whole page rendered again right after hydration (React does it
// synchronously) blocked its main thread for hundreds of milliseconds.
test.use({ viewport: { width: 412, height: 823 } })

test('a signed-in page is not rendered again once hydrated', async ({ page }) => {
  await signIn(page, admin.email)
  await page.addInitScript(countShellRenders)
  for (const path of ['/manager/dashboard', '/app/account']) {
    await page.goto(path)
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
    // The root marks the page hydrated at its own commit; the router's Suspense boundaries, the shell's among them,
    // may hydrate in a later one.
    await expect
      .poll(() => page.evaluate(() => window.shellRenders), { message: `${path}: the shell hydrated` })
      .toBeGreaterThan(0)
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => window.shellRenders), path).toBe(1)
  }
})
