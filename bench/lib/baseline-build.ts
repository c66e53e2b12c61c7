import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] })

/**
 * The production build of `commit`, made in a worktree of its own outside the project (reused when it exists).
 * The worktree borrows this checkout's node_modules when both lockfiles are equal, and installs its own otherwise.
 */
export function buildAtCommit(commit: string): string {
  const root = resolve('.')
  const worktree = join(tmpdir(), `threshold-baseline-${commit.slice(0, 12)}`)
  const output = join(worktree, '.output')
  if (existsSync(join(output, 'server/index.mjs'))) return output
  const known = () => {
    try {
      execFileSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: root, stdio: 'ignore' })
      return true
    } catch {
      return false
    }
  }
  // A shallow clone may lack it.
  if (!known()) run('git', ['fetch', '--quiet', 'origin', commit], root)
  rmSync(worktree, { recursive: true, force: true })
  run('git', ['worktree', 'prune'], root)
  run('git', ['worktree', 'add', '--detach', '--force', worktree, commit], root)
  const sameLockfile =
    readFileSync(join(root, 'package-lock.json'), 'utf8') === readFileSync(join(worktree, 'package-lock.json'), 'utf8')
  if (sameLockfile) symlinkSync(join(root, 'node_modules'), join(worktree, 'node_modules'), 'dir')
  else run('npm', ['ci', '--no-audit', '--no-fund'], worktree)
  run('npm', ['run', 'build', '--silent'], worktree)
  return output
}
