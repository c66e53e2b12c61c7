/**
 * With TEST_DATABASE_URL every Vitest worker has a database of its own on that server, so that test files run in
 * parallel: `…/test` becomes `…/test_w1`, `…/test_w2`… by the worker's VITEST_POOL_ID. That id goes from 1 to
 * maxWorkers and passes to the next file once a file is done: two files never hold it at once.
 */
export function workerDatabase(serverUrl: string, poolId = process.env.VITEST_POOL_ID) {
  const url = new URL(serverUrl)
  url.pathname += `_w${poolId}`
  return { url: url.href, name: decodeURIComponent(url.pathname.slice(1)) }
}
