import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type ResourceFormat, ROLE } from '@alumni/domain';
import type { Db } from '../db/client.ts';
import { resources } from '../db/schema/index.ts';

/**
 * A one-page PDF (A4, Helvetica) showing `lines`, the first as a heading: small, but a real
 * document any reader opens. Text in Latin-1 (WinAnsiEncoding), so French accents show.
 */
export function simplePdf(lines: readonly string[]): Buffer {
  const escaped = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines
    .map(
      (line, i) => `BT /F1 ${i === 0 ? 20 : 12} Tf 56 ${770 - i * 28} Td (${escaped(line)}) Tj ET`,
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * A picture of `width`×`height` px drawn from SVG shapes (no text: no font needed). sharp is
 * loaded here, not with the module: the server imports the seed, and sharp costs its start
 * about 0.1 s of CPU (docs/operations.md, "Build and start").
 */
const picture = async (width: number, height: number, shapes: string) => {
  const { default: sharp } = await import('sharp');
  return sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes}</svg>`,
    ),
  );
};

/**
 * Seeds the demo school's resources (issue 31 item 7), as its admin `adminId` would add them,
 * their files written under `<mediaDir>/resource-files/<school>/<admin>/`: a PDF guide for
 * every member, a PNG map of the network for alumni only, and a JPEG poster of the careers
 * forum for students, with a few downloads each. Runs in the seed's transaction `tx`.
 */
export async function seedResources(
  tx: Db,
  opts: { schoolId: number; adminId: number; mediaDir: string; now: Date },
): Promise<void> {
  const folder = `resource-files/${opts.schoolId}/${opts.adminId}`;
  mkdirSync(path.join(opts.mediaDir, folder), { recursive: true });
  const files: {
    icon: string | null;
    title: string;
    description: string;
    roles: number[];
    fileName: string;
    format: ResourceFormat;
    data: Buffer;
    downloads: number;
  }[] = [
    {
      icon: '📘',
      title: 'Guide du réseau des diplômés',
      description:
        'Annuaire, offres d’emploi, événements et mentorat : tout ce que la plateforme vous offre, en une page.',
      roles: [],
      fileName: 'guide-du-reseau.pdf',
      format: 'pdf',
      data: simplePdf([
        'Guide du réseau des diplômés',
        "L'annuaire : retrouvez vos camarades par promotion, diplôme ou ville.",
        "Les offres d'emploi : postulez ou publiez une offre pour votre entreprise.",
        'Les événements : inscrivez-vous aux rencontres, afterworks et forums.',
        'Le mentorat : accompagnez un étudiant ou trouvez un mentor.',
      ]),
      downloads: 42,
    },
    {
      icon: '🗺️',
      title: 'Carte des diplômés en Europe',
      description: 'Où vivent et travaillent les diplômés de l’école, pays par pays.',
      roles: [ROLE.Alumni],
      fileName: 'carte-des-diplomes.png',
      format: 'png',
      data: await (
        await picture(
          640,
          400,
          '<rect width="640" height="400" fill="#e6f6f5"/><path d="M120 300 L200 120 L330 90 L470 150 L520 290 L380 340 Z" fill="#00a19b" opacity="0.35"/><g fill="#ffb600"><circle cx="250" cy="200" r="14"/><circle cx="330" cy="160" r="10"/><circle cx="410" cy="230" r="18"/><circle cx="300" cy="280" r="8"/></g>',
        )
      )
        .png()
        .toBuffer(),
      downloads: 17,
    },
    {
      // No emoji: the page shows the format's picture.
      icon: null,
      title: 'Affiche du forum carrières',
      description: 'Quarante entreprises, des ateliers CV et des simulations d’entretien.',
      roles: [ROLE.Student],
      fileName: 'forum-carrieres.jpg',
      format: 'jpg',
      data: await (
        await picture(
          420,
          594,
          '<rect width="420" height="594" fill="#1d4ed8"/><rect x="40" y="60" width="340" height="120" rx="16" fill="#ffffff" opacity="0.9"/><g fill="#ffb600"><rect x="40" y="230" width="340" height="24" rx="12"/><rect x="40" y="280" width="260" height="24" rx="12"/><rect x="40" y="330" width="300" height="24" rx="12"/></g>',
        )
      )
        .jpeg({ quality: 80 })
        .toBuffer(),
      downloads: 8,
    },
  ];
  const rows = files.map((file, position) => {
    const fileKey = `${folder}/${randomBytes(16).toString('hex')}.${file.format}`;
    writeFileSync(path.join(opts.mediaDir, fileKey), file.data);
    return {
      schoolId: opts.schoolId,
      icon: file.icon,
      title: file.title,
      description: file.description,
      roles: file.roles,
      fileKey,
      fileName: file.fileName,
      fileFormat: file.format,
      fileSize: file.data.length,
      downloads: file.downloads,
      position,
      createdBy: opts.adminId,
      createdAt: opts.now,
      updatedAt: opts.now,
    };
  });
  await tx.insert(resources).values(rows);
}
