/**
 * Edits of shared files at anchor comments. A shared file marks each place where the generator
 * adds something with one comment line holding `gen:entity:<id>`, for example
 *   // gen:entity:tables — tables of new entities (npm run gen:entity) are added above this line
 * An edit whose anchor is missing (or found twice) fails with a message naming the file and the
 * anchor, and the generator then writes nothing.
 */

export class AnchorError extends Error {
  override name = 'AnchorError'
}

/** The index of the one line holding `gen:entity:<id>` (the id followed by a space, a dash or the end). */
function anchorLine(lines: string[], file: string, id: string) {
  const pattern = new RegExp(`gen:entity:${id}(?![\\w-])`)
  const found = lines.flatMap((line, index) => (pattern.test(line) ? [index] : []))
  if (found.length === 0) {
    throw new AnchorError(
      `${file}: the anchor comment "gen:entity:${id}" is missing (see docs/adding-an-entity.md to add the entity by hand)`,
    )
  }
  if (found.length > 1)
    throw new AnchorError(`${file}: the anchor comment "gen:entity:${id}" appears ${found.length} times`)
  return found[0]!
}

/** `snippet` (one or more lines) inserted above the anchor line, each line indented as the anchor is. */
export function insertAbove(source: string, file: string, id: string, snippet: string): string {
  const lines = source.split('\n')
  const index = anchorLine(lines, file, id)
  const indent = /^\s*/.exec(lines[index]!)![0]
  const added = snippet.split('\n').map((line) => (line ? `${indent}${line}` : line))
  lines.splice(index, 0, ...added)
  return lines.join('\n')
}

/** Requires `text` in the file (something a generated snippet relies on), else an error. */
export function requireText(source: string, file: string, text: string | RegExp, why: string): void {
  const present = typeof text === 'string' ? source.includes(text) : text.test(source)
  if (!present)
    throw new AnchorError(`${file}: ${why} (looked for ${typeof text === 'string' ? JSON.stringify(text) : text})`)
}
