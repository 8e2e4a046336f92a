/**
 * French typography of the texts people read (issue 30 item 8; the house rule in every
 * catalogue): a no-break space (U+00A0, or the narrow U+202F) before : ; ? ! and inside « »,
 * where a plain space lets the sign start a line on its own, and where none is English
 * typography ("Voir l'événement: http…"). One check for the web's catalogues, the domain's
 * and the server's mails and messages.
 */

const NO_BREAK_SPACES = '\u00a0\u202f';

/**
 * What is wrong with a French text's spacing, one line per mistake ([] when nothing is): a
 * plain space, or none, before a double sign that ends a clause (a colon followed by a space
 * or the end: not in 'https://' nor '14:30'; ; ? ! followed by a space, the end or a closing
 * sign: not in 'watch?v=' nor in a list of signs such as '(!, ?, -)'), and « » without their
 * no-break space inside. Placeholders (`{name}`, `{{name}}`) are text like any other.
 */
export function frenchSpacingMistakes(text: string): string[] {
  const mistakes: string[] = [];
  const show = (index: number) => JSON.stringify(text.slice(Math.max(0, index - 12), index + 4));
  for (const match of text.matchAll(/([\s\S]?)([:;?!])(?=$|\s|[)»”"'.,])/g)) {
    const [, before = '', sign] = match;
    const at = (match.index ?? 0) + before.length;
    // A sign within a list of signs ("(!, ?, -)"): no clause ends there.
    if (/[(,]/.test(before) || /^[,)]/.test(text.slice(at + 1))) continue;
    if (before === ' ') mistakes.push(`plain space before ${sign} in ${show(at)}`);
    else if (before && !` ${NO_BREAK_SPACES}`.includes(before))
      mistakes.push(`no space before ${sign} in ${show(at)}`);
  }
  for (const match of text.matchAll(/«(.)/g)) {
    if (!NO_BREAK_SPACES.includes(match[1] ?? '')) {
      mistakes.push(`« without a no-break space in ${show(match.index ?? 0)}`);
    }
  }
  for (const match of text.matchAll(/(.)»/g)) {
    if (!NO_BREAK_SPACES.includes(match[1] ?? '')) {
      mistakes.push(`» without a no-break space in ${show(match.index ?? 0)}`);
    }
  }
  return mistakes;
}
