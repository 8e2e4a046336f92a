import { describe, expect, it } from 'vitest';
import { decodeImportFile, MalformedFileError, parseImportCsv } from './csv.ts';
import { readImportBatches } from './file-reader.ts';

/**
 * Issue 16 item 4: a file read a batch at a time gives exactly the records (cells and file
 * lines) and the errors (with their lines) of the file read whole, wherever it is cut:
 * pieces of a few bytes and batches of one or two records cut it everywhere, inside quoted
 * fields, between a CR and its LF, inside a multi-byte character.
 */

const HEADER = 'first name;last name;email;graduation year;degree;role;external ref;campus';

/** The records of `content` read in pieces of `piece` and batches of `batch`, all together. */
async function streamed(content: Uint8Array | string, batch: number, piece: number) {
  const records = [];
  let text = '';
  for await (const b of readImportBatches(content, batch, piece)) {
    records.push(...b.records);
    text += b.text;
  }
  return { records, text };
}

/** What the whole-file reader gives, or the error it throws. */
function whole(content: Uint8Array | string) {
  try {
    return { records: parseImportCsv(decodeImportFile(content)) };
  } catch (error) {
    return { error };
  }
}

async function expectSame(content: Uint8Array | string) {
  const expected = whole(content);
  for (const batch of [1, 2, 3, 1000]) {
    for (const piece of [1, 2, 7, 64, 1 << 20]) {
      // A stream of small chunks too, as a file on disk arrives.
      const sources =
        typeof content === 'string' ? [content] : [content, chunked(content, Math.max(piece, 3))];
      for (const source of sources) {
        if ('error' in expected) {
          const error = await streamed(source as never, batch, piece).then(
            () => null,
            (e: unknown) => e,
          );
          expect(error, `batch ${batch}, piece ${piece}`).toBeInstanceOf(MalformedFileError);
          expect((error as MalformedFileError).ref).toBe(
            (expected.error as MalformedFileError).ref,
          );
        } else {
          const got = await streamed(source as never, batch, piece);
          expect(got.records, `batch ${batch}, piece ${piece}`).toEqual(expected.records);
        }
      }
    }
  }
}

async function* chunked(bytes: Uint8Array, size: number) {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe('reading a member file a batch at a time', () => {
  it.each([
    ['LF', `${HEADER}\nA;B;a@b.fr;2000;;4;;\nC;D;c@d.fr;2001;;3;;\n`],
    ['CRLF and no final line end', `${HEADER}\r\nA;B;a@b.fr;2000;;4;;\r\nC;D;c@d.fr;2001;;3;;`],
    ['CR only', `${HEADER}\rA;B;a@b.fr;2000;;4;;\rC;D;c@d.fr;2001;;3;;\r`],
    [
      'a BOM and blank lines',
      `\uFEFF${HEADER}\n\nA;B;a@b.fr;2000;;4;;\n \n\nC;D;c@d.fr;2001;;3;;\n`,
    ],
    [
      'quoted fields holding ; line breaks and ""',
      `${HEADER}\n"A;x";"B\nC";"a""q""@b.fr";2000;;4;;\n"D\r\n\r\nE";F;e@f.fr;2001;;3;"ref ";\nG;H;g@h.fr;2002;;3;;\n`,
    ],
    [
      'blanks after a closing quote',
      `${HEADER}\n"A"  ;B;a@b.fr;2000;;4;;\n"C" \nD;E;d@e.fr;2000;;4;;\n`,
    ],
    [
      'a quote inside an unquoted field',
      `${HEADER}\nA"x;"B\n";a@b.fr;2000;;4;;\nO"Brien;C;c@d.fr;2000;;4;;\n`,
    ],
    [
      // A quote after a field's start is text: the next one opens a field, here on a line end.
      'a quote inside an unquoted field, then a quoted field opening on a line break',
      `${HEADER}\nA"x;"\nB";a@b.fr;2000;;4;;\nC;D;c@d.fr;2000;;4;;\n`,
    ],
    ['accents, in NFD', `${HEADER}\nHe\u0301le\u0300ne;Cle\u0301ment;h@c.fr;2000;;4;;\n`],
    [
      'an unclosed quote',
      `${HEADER}\nA;B;a@b.fr;2000;;4;;\n"C;D;c@d.fr;2000;;4;;\nE;F;e@f.fr;2000;;4;;\n`,
    ],
    ['text after a closing quote', `${HEADER}\nA;B;a@b.fr;2000;;4;;\n"C"x;D;c@d.fr;2000;;4;;\n`],
    ['an empty file', '\uFEFF \r\n\n'],
    ['an HTML page', `${HEADER}\nA;B;a@b.fr;2000;;4;;\n<html><body>x</body></html>\n`],
    ['a file starting like XML', '<?xml version="1.0"?>\n<a/>\n'],
  ])('%s: the same records and errors as the whole file', async (_name, text) => {
    await expectSame(text);
    await expectSame(bytes(text));
  });

  it('names the line of a NUL character, wherever the cut', async () => {
    const nul = bytes(`${HEADER}\nA;B;a@b.fr;2000;;4;;\nC;D\u0000;c@d.fr;2000;;4;;\n`);
    await expectSame(nul);
    const error = await streamed(nul, 1, 5).catch((e: unknown) => e);
    expect((error as MalformedFileError).line).toBe(3);
  });

  it('names the line of bytes that are not UTF-8 after UTF-8 text (a file of mixed encodings)', async () => {
    const mixed = Buffer.concat([
      bytes(`${HEADER}\nÉlodie;B;a@b.fr;2000;;4;;\nH`),
      Buffer.from([0xe9]),
      bytes('l;C;c@d.fr;2000;;4;;\n'),
    ]);
    // Read in pieces of a line, the second line makes it UTF-8 and the third is not.
    const error = await streamed(chunked(new Uint8Array(mixed), 3) as never, 1, 5).catch(
      (e: unknown) => e,
    );
    expect((error as MalformedFileError).ref).toMatch(/notUtfText/);
    expect((error as MalformedFileError).line).toBe(3);
  });

  it('keeps a multi-byte character whole when a chunk ends inside it', async () => {
    const content = bytes(`${HEADER}\nÉlodie;Dupré;e@d.fr;2000;;4;;\n`);
    const got = await streamed(chunked(content, 1) as never, 1, 4);
    expect(got.records[1]?.cells.slice(0, 2)).toEqual(['Élodie', 'Dupré']);
  });

  it('gives the text it read, LF line ends, which reads again the same', async () => {
    const text = `${HEADER}\r\n"A\r\nB";C;a@b.fr;2000;;4;;\r\n`;
    const got = await streamed(bytes(text), 1, 3);
    expect(got.text).toBe(`${HEADER}\n"A\nB";C;a@b.fr;2000;;4;;\n`);
    expect(parseImportCsv(got.text)).toEqual(parseImportCsv(decodeImportFile(text)));
  });
});
