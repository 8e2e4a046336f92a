import { type ImportTemplateFormat, MEMBER_IMPORT_COLUMNS } from '@alumni/domain';

/**
 * The member file template (issue 34 item 7), linked on the import page: the spec's header
 * line (spec 1 §5 User import, spec 2 §9 Import CSV), as a `;`-separated CSV in UTF-8 with a
 * BOM and CRLF (what Excel opens with its accents right) or as an XLSX workbook whose first
 * sheet holds the header row. Either file, filled in and uploaded, reads as a member file.
 */

export interface TemplateFile {
  fileName: string;
  contentType: string;
  body: string | Buffer;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The template in `format`: its file name, content type and bytes (or text). */
export async function memberTemplate(format: ImportTemplateFormat): Promise<TemplateFile> {
  if (format === 'csv') {
    return {
      fileName: 'members-template.csv',
      contentType: 'text/csv; charset=utf-8',
      body: `\uFEFF${MEMBER_IMPORT_COLUMNS.join(';')}\r\n`,
    };
  }
  // Loaded on first use, not at start (docs/operations.md, "Build and start").
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet('members', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = MEMBER_IMPORT_COLUMNS.map((header) => ({
    header,
    width: Math.max(14, header.length + 4),
    // Years, role codes and references stay text as typed (no 2,015.00, no lost zeros).
    style: { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  return {
    fileName: 'members-template.xlsx',
    contentType: XLSX_TYPE,
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
