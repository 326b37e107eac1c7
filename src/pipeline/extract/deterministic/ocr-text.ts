/** Repairs of the commonest recognition confusions between letters and figures inside one word. */

/**
 * "L0T" → "LOT" (a zero between letters), "7/l18B" → "7/118B" and "28II" → "2811" (l or I among figures),
 * "4010O" → "40100" (a capital O among figures).
 * Only a word that is clearly letters or clearly a number is touched; codes mixing both stay as read.
 */
export function repairConfusions(text: string): string {
  return text.replace(/[\p{L}\p{N}]+/gu, (w) => {
    if (/^\p{L}+(0\p{L}+)+$/u.test(w)) return w.replace(/0/g, (_z: string, at: number) => (/\p{Ll}/u.test(w[at - 1]) ? 'o' : 'O'));
    // a house number may end in one letter ("118B")
    const tail = /[\p{L}]$/u.test(w) && !/[lI]$/.test(w) ? w.slice(-1) : '';
    const body = w.slice(0, w.length - tail.length);
    if (/^[\dlI]+$/.test(body) && /[lI]/.test(body) && (body.match(/\d/g)?.length ?? 0) >= 2) return body.replace(/[lI]/g, '1') + tail;
    // a capital O among three figures or more is a zero ("8110O", "2O19"); a code of letters and figures has other letters
    if (/^[\dO]+$/.test(w) && w.includes('O') && (w.match(/\d/g)?.length ?? 0) >= 3) return w.replace(/O/g, '0');
    return w;
  });
}

/** A house or unit number ("<n>", "<n>/<n>", "<n>-<n>", "<n><letter>") ending in a stop before a word; not a number of a dotted chain ("<n>.<n>."). */
const FIGURE_STOP = /(?<![\p{L}\p{N}.])(\p{N}+(?:[/-]\p{N}+)*\p{L}?)\.(?=\s+\p{L})/gu;

const VOWEL = /[aeiouyàáâãäåæèéêëìíîïòóôõöøùúûüýœ]/i;

/**
 * A comma between the parts of an address that recognition read as a full stop: "<part>. <part>" →
 * "<part>, <part>". Only a stop after a whole word (four letters or more, with a vowel) and before
 * more of the address is read so; an abbreviation keeps its stop (a shortened street or region word
 * of the packs, told by `abbreviation`), as do initials, e-mail and web addresses. A stop after a
 * figure ("<number>. <street>") is read as a comma only where `figureStops` says so: where the
 * document's languages do not write ordinals with a stop ("3. <floor>" is an ordinal where they do).
 */
export function repairAddressStops(text: string, abbreviation: (word: string) => boolean, figureStops = false): string {
  // a comma belongs to the word before it: recognition often sets it apart ("<number> , <street>");
  // initials are printed together: "D. E," is "D.E," ("W. P. <city>" is "W.P. <city>")
  const figures = figureStops ? text.replace(FIGURE_STOP, '$1,') : text;
  return figures.replace(/(?<=[\p{L}\p{N}.)])\s+,/gu, ',').replace(/(?<![\p{L}\p{N}.])(\p{Lu})\.\s+(?=\p{Lu}(?![\p{L}\p{N}]))/gu, '$1.').replace(/(?<![\p{L}\p{N}.@/:_-])(\p{L}{4,})\.(?=\s+[\p{L}\p{N}]|\p{L}{3})/gu, (m: string, w: string, at: number) => {
    if (!VOWEL.test(w) || abbreviation(w)) return m;
    // a web or e-mail address: the word runs on into a domain ("shop.example.com")
    if (/^\S*[@]|^\S*www/i.test(text.slice(text.lastIndexOf(' ', at) + 1, at + m.length + 8))) return m;
    return `${w},`;
  });
}
