/** Parses an expected line of the NDA data set: `key=value key=value`, values upper-cased. */
export function parsePairs(line: string): string[] {
  return line
    .split(/\s+/)
    .filter((x) => x.includes('='))
    .map((x) => {
      const i = x.indexOf('=');
      return `${x.slice(0, i)}=${x.slice(i + 1).toUpperCase()}`;
    });
}
