import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { memberFileVariants, memberRows } from '../../../test/import-formats.ts';
import { memberRecordBatches } from './check.service.ts';
import { type ImportFileFormat, readImportBatches } from './file-reader.ts';
import { detectDelimiter } from './record-splitter.ts';

/**
 * Issue 34 item 7: a member file saved as UTF-8, Windows-1252, UTF-16 (LE or BE), with `;`,
 * `,` or tabs, with French headers in another order, or as an XLSX workbook gives the same
 * records, and says what it was read as.
 */

async function read(source: Uint8Array | AsyncIterable<Uint8Array>) {
  const records = [];
  let format: ImportFileFormat | null = null;
  for await (const batch of memberRecordBatches(source, 50)) {
    records.push(...batch.records);
    format = batch.format;
  }
  return { records, format };
}

async function* chunked(bytes: Uint8Array, size: number) {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

describe('one member file in every format a spreadsheet saves', () => {
  it('gives the same records, line for line, and names its encoding and separator', async () => {
    const files = await memberFileVariants(memberRows(300));
    const expected = await read(files['UTF-8 ;'] as Buffer);
    expect(expected.records).toHaveLength(300);
    expect(expected.records[0]?.cells[0]).toBe('Loïc');
    const formats: Record<string, Partial<ImportFileFormat>> = {
      'UTF-8 ;': { format: 'csv', encoding: 'utf-8', delimiter: ';' },
      'Windows-1252 ; CRLF': { format: 'csv', encoding: 'windows-1252', delimiter: ';' },
      'UTF-8 with BOM ,': { format: 'csv', encoding: 'utf-8', delimiter: ',' },
      'UTF-16 LE tab, French headers': { format: 'csv', encoding: 'utf-16le', delimiter: '\t' },
      XLSX: { format: 'xlsx', encoding: null },
    };
    for (const [name, content] of Object.entries(files)) {
      const got = await read(content);
      expect(got.records, name).toEqual(expected.records);
      expect(got.format, name).toMatchObject(formats[name] ?? {});
      // A file on disk arrives in chunks that cut characters and lines anywhere.
      if (name !== 'XLSX') {
        expect((await read(chunked(content, 7))).records, `${name}, chunked`).toEqual(
          expected.records,
        );
      }
    }
  });

  it('reads UTF-16 BE with its BOM, and Windows-1252 cut in small pieces', async () => {
    const text = 'first name;last name\r\nZoé;Œuvré\r\n"Ä;b";ÿ\r\n';
    const be = iconv.encode(text, 'utf-16be', { addBOM: true });
    const cp1252 = iconv.encode(text, 'win1252');
    for (const content of [be, cp1252]) {
      for (const piece of [1, 3, 64]) {
        const records = [];
        for await (const batch of readImportBatches(chunked(content, 2), 1, piece)) {
          records.push(...batch.records);
        }
        expect(records.map((r) => r.cells)).toEqual([
          ['first name', 'last name'],
          ['Zoé', 'Œuvré'],
          ['Ä;b', 'ÿ'],
        ]);
      }
    }
  });

  it('tells the separator from the header line, quotes aside', () => {
    expect(detectDelimiter('a;b;c')).toBe(';');
    expect(detectDelimiter('a,b,c')).toBe(',');
    expect(detectDelimiter('a\tb,c\td')).toBe('\t');
    expect(detectDelimiter('"a;b;c",d,e')).toBe(',');
    expect(detectDelimiter('one column')).toBe(';');
    expect(detectDelimiter('a,b;c')).toBe(';');
  });
});
