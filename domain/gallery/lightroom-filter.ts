/**
 * The chosen photos as text for Lightroom Classic's Library Filter (Text › Filename › Contains), so the photographer
 * pastes one line and sees exactly the couple's choice in her catalogue.
 *
 * Adobe's rules for the Text filter ("Find photos in the catalog", Lightroom Classic User Guide,
 * https://helpx.adobe.com/lightroom-classic/help/find-photos-catalog.html — the search tool of this project could not
 * retrieve the page, so this follows Adobe's published wording as known, and the gallery's tests pin the output):
 * - "Contains" matches partial words, and several words separated by spaces or commas match a photo with ANY of them
 *   ("Contains All" would need all of them) — so one filter lists many files;
 * - a word starting with `!` means "doesn't contain", a word starting with `+` "starts with", ending with `+`
 *   "ends with".
 *
 * So each chosen file is written as its name without the extension (the catalogue holds the RAW, DSC_1234.NEF, for the
 * delivered DSC_1234.jpg), the names joined by ", ". A name that contains a separator (a space or a comma) or begins or
 * ends with an operator cannot be written exactly: its last part without them is used, and it is reported as
 * inexact, so the desk can say which names to check by eye. "Contains" also matches longer names (DSC_123 finds
 * DSC_1234): cameras number with a fixed width, so this rarely shows, and the desk says it.
 */
export interface LightroomFilter {
  /** Paste into Library › Filter › Text › Filename › Contains. */
  text: string;
  /** The file names that could not be written exactly (see above), as given. */
  inexact: string[];
}

const SEPARATOR = /[\s,]+/;

function stem(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(0, dot) : fileName;
}

function term(fileName: string): { term: string; exact: boolean } {
  const name = stem(fileName.normalize('NFC').trim());
  const parts = name
    .split(SEPARATOR)
    .map((part) => part.replace(/^[!+]+/, '').replace(/\+$/, ''))
    .filter((part) => part !== '');
  // The last part: a renamed export keeps the camera's counter at the end ("Svatba Novákovi 0042"), and that is what
  // tells one photo from the next; the words before it would match the whole wedding.
  const last = parts.at(-1) ?? '';
  return { term: last, exact: parts.length === 1 && last === name };
}

export function lightroomFilter(fileNames: readonly string[]): LightroomFilter {
  const terms: string[] = [];
  const inexact: string[] = [];
  for (const fileName of fileNames) {
    const { term: written, exact } = term(fileName);
    if (!exact) inexact.push(fileName);
    if (written !== '' && !terms.includes(written)) terms.push(written);
  }
  return { text: terms.join(', '), inexact };
}
