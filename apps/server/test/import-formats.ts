import { MEMBER_IMPORT_COLUMNS } from '@alumni/domain';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { fixture } from './imports.ts';

/**
 * One member file saved the ways spreadsheets save it (issue 34 item 7): the same rows as
 * UTF-8 `;` (the template), Windows-1252 `;` with CRLF (Excel's "CSV (séparateur :
 * point-virgule)"), UTF-8 `,`, UTF-16 LE tab-separated with French headers in another order
 * (Excel's "Unicode text"), and an XLSX workbook (numbers stored as numbers, an e-mail as a
 * link), for tests that compare the reports of each.
 */

/** French column names, in an order of their own, for the UTF-16 file. */
const FRENCH_ORDER: [string, number][] = [
  ['Nom', 1],
  ['Prénom', 0],
  ['Courriel', 2],
  ['Rôle', 5],
  ['Diplôme', 4],
  ['Année d’arrivée', 3],
  ['Campus', 7],
  ['Référence externe', 6],
];

/**
 * `count` data rows shaped like the sample file (test/fixtures/members-sample.csv, the real
 * shape: accents, invalid years, e-mails and roles, duplicates), its lines repeated with
 * e-mails made unique per round, plus rows whose cells hold `;`, `,` and `"`.
 */
export function memberRows(count: number): string[][] {
  const sample = fixture('members-sample.csv')
    .toString()
    .split('\n')
    .slice(1)
    .filter((line) => line !== '')
    .map((line) => line.split(';'));
  const rows: string[][] = [];
  for (let i = 0; rows.length < count; i++) {
    const round = Math.floor(i / sample.length);
    const cells = [...(sample[i % sample.length] ?? [])];
    if (round > 0) cells[2] = (cells[2] ?? '').replace('@', `+r${round}@`);
    if (i % 97 === 5) cells[6] = `R;${i},"q"`;
    if (i % 211 === 7) cells[0] = `Zoé "Zaza"`;
    rows.push(cells);
  }
  return rows;
}

/** A CSV cell, quoted when it holds the separator, a quote or a line break. */
function cell(value: string, delimiter: string): string {
  return value.includes(delimiter) || /["\r\n]/.test(value)
    ? `"${value.replace(/"/g, '""')}"`
    : value;
}

function csv(header: readonly string[], rows: string[][], delimiter: string, eol: string) {
  return [header, ...rows].map((r) => r.map((c) => cell(c, delimiter)).join(delimiter)).join(eol);
}

/** The five files of `rows` (see above), by a name for test titles. */
export async function memberFileVariants(rows: string[][]): Promise<Record<string, Buffer>> {
  const header = MEMBER_IMPORT_COLUMNS;
  const french = rows.map((r) => FRENCH_ORDER.map(([, at]) => r[at] ?? ''));
  const utf16 = csv(
    FRENCH_ORDER.map(([name]) => name),
    french,
    '\t',
    '\r\n',
  );
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Membres');
  sheet.addRow([...header]);
  rows.forEach((r, i) => {
    const values: ExcelJS.CellValue[] = r.map((c) => (/^[1-9]\d*$/.test(c) ? Number(c) : c));
    if (i === 0) values[2] = { text: r[2] ?? '', hyperlink: `mailto:${r[2]}` };
    sheet.addRow(values);
  });
  return {
    'UTF-8 ;': Buffer.from(`${csv(header, rows, ';', '\n')}\n`),
    'Windows-1252 ; CRLF': iconv.encode(`${csv(header, rows, ';', '\r\n')}\r\n`, 'win1252'),
    'UTF-8 with BOM ,': Buffer.from(`\uFEFF${csv(header, rows, ',', '\n')}\n`),
    'UTF-16 LE tab, French headers': iconv.encode(`${utf16}\r\n`, 'utf-16le', { addBOM: true }),
    XLSX: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
