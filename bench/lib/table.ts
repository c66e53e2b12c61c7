/** A plain-text table: the first column left-aligned, the others right-aligned. */
export function formatTable(header: string[], rows: Array<Array<string | number>>) {
  const cells = [header, ...rows.map((row) => row.map(String))]
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column]?.length ?? 0)))
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`
  const rule = `|${widths.map((width, column) => (column === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`
  return [line(header), rule, ...cells.slice(1).map(line)].join('\n')
}

/** The value at percentile `p` (0-100) of ascending `sorted`. */
export function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}
