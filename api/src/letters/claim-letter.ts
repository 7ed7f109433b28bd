// The letter that proves a listing's claim by post: a code sent to the establishment's address as the SIRENE
// register holds it, which the business types on the site. One A4 page in French, the address placed for the window
// of a DL envelope (A4 folded in three), for a print-and-post service. Drawn with pdfkit's standard fonts only.
import { formatSiret } from '@annuaire/shared/domain/company-numbers';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

export interface ClaimLetter {
  /** The establishment, as SIRENE holds it: the recipient. */
  destinataire: {
    entrepriseNom: string;
    rue: string | null;
    complement: string | null;
    codePostal: string;
    commune: string;
  };
  /** 14 digits, printed grouped as INSEE writes it. */
  siret: string;
  /** Who asked for the letter: printed so the business knows, and can ignore it if it is not them. */
  demandeur: { nom: string; role: string; emailMasque: string };
  /** The code to type: 12 characters in groups of 4, e.g. "K7PM-Q2XD-9HTR". */
  code: string;
  /** When the code stops working. */
  expireLe: Date;
  /** The page where the code is typed (printed in full, short). */
  lienSaisie: string;
  /** The URL the QR code holds: the same page with the code. */
  lienQr: string;
  /** The letter's date. */
  date: Date;
  /** The claim's reference, printed small. */
  reference: string;
  /** The sender's address block lines (the directory), top left. */
  expediteur: readonly string[];
}

const MM = 72 / 25.4;
export const A4_POINTS = { width: 595.28, height: 841.89 };
/** A DL window envelope (110 × 220 mm) holding an A4 folded in three: the address 110 mm from the left, 50 mm from
 * the top, in 85 × 35 mm. */
export const WINDOW_ZONE = { x: 110 * MM, y: 50 * MM, width: 85 * MM, height: 35 * MM };

const MARGIN = 20 * MM;
const CONTENT_WIDTH = A4_POINTS.width - 2 * MARGIN;
const QR_SIZE = 35 * MM;

// La Poste's address norm (NF Z 10-011): at most 6 lines of at most 38 characters, upper case, no accents.
const ADDRESS_MAX_LINES = 6;
const ADDRESS_MAX_CHARS = 38;
// Line 1 is the company name, line 2 (the recipient's identity) takes the rest of a long one; the street keeps 2.
const NAME_MAX_LINES = 2;
const STREET_MAX_LINES = 2;
// The norm's abbreviations of street types and titles, used only when a line is too long.
const ABBREVIATIONS: Record<string, string> = {
  ALLEE: 'ALL',
  AVENUE: 'AV',
  BATIMENT: 'BAT',
  BOULEVARD: 'BD',
  CHEMIN: 'CHE',
  DOCTEUR: 'DR',
  FAUBOURG: 'FG',
  GENERAL: 'GAL',
  GRANDE: 'GDE',
  IMPASSE: 'IMP',
  LOTISSEMENT: 'LOT',
  MARECHAL: 'MAL',
  PLACE: 'PL',
  PRESIDENT: 'PDT',
  PROFESSEUR: 'PR',
  RESIDENCE: 'RES',
  ROUTE: 'RTE',
  SAINT: 'ST',
  SAINTE: 'STE',
  SQUARE: 'SQ',
};

/** Letters that Unicode does not decompose into a base letter and an accent. */
const LETTERS_WITHOUT_ACCENT: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
  Ø: 'O',
  ø: 'o',
};

/** Upper case without accents; dots dropped (« S.A.R.L. » → « SARL »), other punctuation as spaces. */
function postalText(value: string, allowed: RegExp): string {
  return value
    .replace(/[Œœ]/g, 'OE')
    .replace(/[Ææ]/g, 'AE')
    .replace(/ß/g, 'SS')
    .replace(/[ŁłĐđıØø]/g, (char) => LETTERS_WITHOUT_ACCENT[char] ?? char)
    .replace(/[’‘`]/g, "'")
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/\./g, '')
    .replace(allowed, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words on lines of at most 38 characters; a longer word is cut. */
function wrap(text: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (let word of text.split(' ').filter(Boolean)) {
    while (word.length > ADDRESS_MAX_CHARS) {
      if (line) lines.push(line);
      lines.push(word.slice(0, ADDRESS_MAX_CHARS));
      word = word.slice(ADDRESS_MAX_CHARS);
      line = '';
    }
    if (!word) continue;
    if (line && line.length + 1 + word.length > ADDRESS_MAX_CHARS) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function abbreviated(text: string): string {
  if (text.length <= ADDRESS_MAX_CHARS) return text;
  return text
    .split(' ')
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(' ');
}

/** French postal address lines (NF Z 10-011): the company name, the complement (building, entrance), the street,
 * then « 75011 PARIS 11 »; at most 6 lines of at most 38 characters, upper case, no accents, no punctuation on the
 * last line. */
export function postalLines(destinataire: ClaimLetter['destinataire']): string[] {
  const body = /[^A-Z0-9 &'/-]/g;
  const name = wrap(postalText(destinataire.entrepriseNom, body)).slice(0, NAME_MAX_LINES);
  const street = wrap(abbreviated(postalText(destinataire.rue ?? '', body))).slice(0, STREET_MAX_LINES);
  const room = ADDRESS_MAX_LINES - 1 - name.length - street.length;
  const complement = wrap(abbreviated(postalText(destinataire.complement ?? '', body))).slice(0, room);
  const cityLine = postalText(`${destinataire.codePostal} ${destinataire.commune}`, /[^A-Z0-9 ]/g);
  return [...name, ...complement, ...street, cityLine.slice(0, ADDRESS_MAX_CHARS)];
}

// pdfkit's standard fonts are encoded in WinAnsi: Latin-1 plus these (€, ‚, „, …, ’, “, ”, •, –, —, Œ, Š, Ž…).
const WIN_ANSI_EXTRA = new Set([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018, 0x2019,
  0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);

function inWinAnsi(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(code);
}

/** Text the standard fonts can draw: thin and narrow spaces become no-break spaces, other characters lose their
 * accents, or become « ? ». */
function winAnsi(text: string): string {
  const replaced = text
    .replace(/[\u2007\u2009\u202f]/g, '\u00a0')
    .replace(/[\u2010\u2011]/g, '-')
    .replace(/[ŁłĐđı]/g, (char) => LETTERS_WITHOUT_ACCENT[char] ?? char);
  return Array.from(replaced)
    .map((char) => {
      if (inWinAnsi(char)) return char;
      const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
      return Array.from(bare).every(inWinAnsi) && bare ? bare : '?';
    })
    .join('');
}

const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });

/** « 27 novembre 2026 », « 1er décembre 2026 ». */
function frenchDate(date: Date): string {
  return longDate.format(date).replace(/^1 /, '1er ');
}

type Doc = InstanceType<typeof PDFDocument>;

/** The QR code as filled rectangles in a square of `size` points: one per run of dark modules in a row, so that no
 * hairline shows between neighbours. The white page around it is its quiet zone. */
function drawQrCode(doc: Doc, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size;) {
      let end = col;
      while (end < modules.size && modules.get(row, end)) end += 1;
      if (end > col) doc.rect(x + col * cell, y + row * cell, (end - col) * cell, cell);
      col = Math.max(end, col + 1);
    }
  }
  doc.fillColor('black').fill();
}

/** The address lines in the window, in a size that keeps the longest line inside it. */
function drawAddress(doc: Doc, lines: string[]): void {
  const inset = 4 * MM;
  const width = WINDOW_ZONE.width - 2 * inset;
  doc.font('Helvetica').fontSize(10);
  const widest = Math.max(...lines.map((line) => doc.widthOfString(line)));
  doc.fontSize(Math.min(10, (10 * width) / widest));
  lines.forEach((line, index) => {
    doc.text(line, WINDOW_ZONE.x + inset, WINDOW_ZONE.y + inset + index * 12, { lineBreak: false });
  });
}

function paragraph(doc: Doc, text: string): void {
  doc.text(winAnsi(text), MARGIN, doc.y, { width: CONTENT_WIDTH, lineGap: 2 });
  doc.moveDown(0.6);
}

/** The letter as a one-page A4 PDF; the same input gives the same bytes. */
export function renderClaimLetter(letter: ClaimLetter): Promise<Buffer> {
  const { destinataire, demandeur } = letter;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 12 * MM },
    lang: 'fr-FR',
    info: {
      Title: `Code de revendication – ${destinataire.entrepriseNom}`,
      Author: 'Annuaire des artisans',
      Subject: 'Code pour gérer la fiche de votre entreprise',
      // The document's ID is a hash of this dictionary: a fixed date makes the file reproducible.
      CreationDate: letter.date,
    },
  });
  const chunks: Buffer[] = [];
  let pages = 1;
  doc.on('pageAdded', () => (pages += 1));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('error', reject);
    doc.on('end', () =>
      // A second page would be posted as a second sheet, or lost: the text must fit on one.
      pages === 1
        ? resolve(Buffer.concat(chunks))
        : reject(new Error(`claim letter overflows (${pages} pages)`)),
    );
  });

  // Fold marks in the left margin, for the folding in three.
  for (const y of [99 * MM, 198 * MM]) {
    doc
      .moveTo(5 * MM, y)
      .lineTo(10 * MM, y)
      .lineWidth(0.5)
      .strokeColor('#888888')
      .stroke();
  }

  doc.fillColor('black');
  letter.expediteur.forEach((line, index) => {
    doc
      .font(index === 0 ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9)
      .text(winAnsi(line), MARGIN, MARGIN + index * 11.5, { width: 85 * MM, lineBreak: false });
  });

  drawAddress(doc, postalLines(destinataire));

  const expiry = frenchDate(letter.expireLe);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(winAnsi(`Le ${frenchDate(letter.date)}`), MARGIN, WINDOW_ZONE.y + WINDOW_ZONE.height + 8 * MM, {
      width: CONTENT_WIDTH,
      align: 'right',
    });

  doc.y = 112 * MM;
  doc.font('Helvetica-Bold').fontSize(10.5);
  paragraph(doc, 'Objet : votre code pour gérer la fiche de votre entreprise sur l’Annuaire des artisans');
  doc.moveDown(0.4);

  doc.font('Helvetica').fontSize(10);
  paragraph(doc, 'Madame, Monsieur,');
  paragraph(
    doc,
    `${demandeur.nom} (${demandeur.role}, ${demandeur.emailMasque}) a demandé le ${frenchDate(letter.date)} à ` +
      `gérer la fiche de ${destinataire.entrepriseNom} (SIRET ${formatSiret(letter.siret)}) sur l’Annuaire des ` +
      'artisans. Pour le prouver, ce courrier est envoyé à l’adresse que le répertoire SIRENE de l’INSEE donne ' +
      'pour cet établissement.',
  );

  // The code in a box, the QR code beside it.
  const gap = 8 * MM;
  const pad = 4 * MM;
  const boxTop = doc.y + 2;
  const boxWidth = CONTENT_WIDTH - QR_SIZE - gap;
  const inner = boxWidth - 2 * pad;
  const instruction = winAnsi(
    `Rendez-vous sur ${letter.lienSaisie} et saisissez ce code, ou scannez le QR code ci-contre avec votre ` +
      'téléphone.',
  );
  doc
    .font('Helvetica')
    .fontSize(10)
    .text('Votre code :', MARGIN + pad, boxTop + pad, { width: inner });
  doc.font('Courier-Bold').fontSize(22).text(winAnsi(letter.code), { width: inner, characterSpacing: 1 });
  doc
    .font('Helvetica')
    .fontSize(9.5)
    .text(winAnsi(`valable jusqu’au ${expiry}`), { width: inner });
  doc.moveDown(0.5);
  doc.fontSize(10).text(instruction, { width: inner, lineGap: 2 });
  const boxHeight = Math.max(QR_SIZE, doc.y - boxTop + pad);
  doc.lineWidth(1).strokeColor('black').rect(MARGIN, boxTop, boxWidth, boxHeight).stroke();
  drawQrCode(doc, letter.lienQr, MARGIN + boxWidth + gap, boxTop + (boxHeight - QR_SIZE) / 2, QR_SIZE);
  doc.y = boxTop + boxHeight + 5 * MM;

  doc.font('Helvetica').fontSize(10);
  paragraph(
    doc,
    'La personne qui a fait la demande recevra alors, à son adresse e-mail, le lien pour choisir son mot de passe ' +
      'et gérer la fiche : ses photos, sa description, ses coordonnées et les demandes de devis.',
  );
  paragraph(
    doc,
    'Ce n’est pas vous, et personne dans votre entreprise n’a fait cette demande ? Ne saisissez pas ce code et ' +
      'écrivez-nous par le formulaire de contact du site : la demande sera close.',
  );
  paragraph(doc, 'L’inscription et la gestion de la fiche sont gratuites.');
  paragraph(doc, 'Nous vous prions d’agréer, Madame, Monsieur, nos salutations distinguées.');
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold');
  paragraph(doc, 'L’équipe de l’Annuaire des artisans');

  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#555555')
    .text(winAnsi(`Référence : ${letter.reference}`), MARGIN, A4_POINTS.height - 12 * MM - 10, {
      width: CONTENT_WIDTH,
      lineBreak: false,
    });

  doc.end();
  return done;
}
