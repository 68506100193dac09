/** Highest OF number the picker searches: 9 digits, well beyond twenty years of a busy house. */
const OF_MAX_DIGITS = 9;

/**
 * The integer ranges of the numbers whose decimal writing starts with `prefix` (e.g. "12" ->
 * [12,12], [120,129], [1200,1299], ...), so the search uses the key's index instead of text.
 */
export function ofNumberPrefixRanges(prefix: string, maxDigits = OF_MAX_DIGITS): Array<[number, number]> {
  if (!/^\d+$/.test(prefix) || prefix.length > maxDigits || /^0/.test(prefix)) return [];
  const ranges: Array<[number, number]> = [];
  let low = Number(prefix);
  let high = low;
  for (let digits = prefix.length; digits <= maxDigits; digits++) {
    ranges.push([low, high]);
    low *= 10;
    high = high * 10 + 9;
  }
  return ranges;
}
