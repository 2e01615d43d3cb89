// Figures the bench scripts share.

/** The median of the finite numbers among `values` (the mean of the two middle ones for an even count; undefined when there are none). */
export function median(values) {
  const numbers = values.filter((n) => typeof n === 'number' && Number.isFinite(n)).sort((a, b) => a - b)
  if (numbers.length === 0) return undefined
  const middle = Math.floor(numbers.length / 2)
  return numbers.length % 2 ? numbers[middle] : (numbers[middle - 1] + numbers[middle]) / 2
}
