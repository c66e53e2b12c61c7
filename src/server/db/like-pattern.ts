/** A LIKE pattern matching `term` anywhere, with %, _ and \ in the term taken literally. */
export function containsPattern(term: string) {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}
