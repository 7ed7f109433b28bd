// The claim letter as the print-and-post service and the business get it: the PDF is read back with pdfjs
// (helpers/pdf-text.ts), and its content stream is read for the QR code's squares.
import zlib from 'node:zlib';
import fc from 'fast-check';
import QRCode from 'qrcode';
import {
  A4_POINTS,
  WINDOW_ZONE,
  postalLines,
  renderClaimLetter,
  type ClaimLetter,
} from '../../src/letters/claim-letter';
import {
  readPdf as extract,
  type PdfRead as Extracted,
  type PdfTextItem as TextItem,
} from '../helpers/pdf-text';

/** The inflated content of every FlateDecode stream of the file (pdfkit compresses the page's content). */
function contentStreams(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  return [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)]
    .map((match) => {
      try {
        return zlib.inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
      } catch {
        return '';
      }
    })
    .join('\n');
}

const MM = 72 / 25.4;

function letter(overrides: Partial<ClaimLetter> = {}): ClaimLetter {
  return {
    destinataire: {
      entrepriseNom: 'Menuiserie Lefèvre & Fils S.A.R.L.',
      rue: '12, rue des Lilas',
      complement: 'Bâtiment B',
      codePostal: '75011',
      commune: 'PARIS 11',
    },
    siret: '73282932000074',
    demandeur: { nom: 'Jeanne Lefèvre', role: 'gérante', emailMasque: 'j•••@e•••.fr' },
    code: 'K7PM-Q2XD-9HTR',
    expireLe: new Date('2026-12-27T10:00:00Z'),
    lienSaisie: 'https://annuaire.example/revendiquer',
    lienQr: 'https://annuaire.example/revendiquer?courrier=K7PM-Q2XD-9HTR',
    date: new Date('2026-11-27T10:00:00Z'),
    reference: 'R-000123',
    expediteur: ['Annuaire des artisans', '10 rue de la Paix', '75002 Paris'],
    ...overrides,
  };
}

describe('postalLines (NF Z 10-011)', () => {
  it('writes the company, the complement, the street, then the postcode and town, upper case without accents', () => {
    expect(postalLines(letter().destinataire)).toEqual([
      'MENUISERIE LEFEVRE & FILS SARL',
      'BATIMENT B',
      '12 RUE DES LILAS',
      '75011 PARIS 11',
    ]);
  });

  it('skips a missing street and complement', () => {
    const lines = postalLines({ ...letter().destinataire, rue: null, complement: null });
    expect(lines).toEqual(['MENUISERIE LEFEVRE & FILS SARL', '75011 PARIS 11']);
  });

  it('leaves no punctuation on the last line', () => {
    const lines = postalLines({
      entrepriseNom: 'Œuvre d’Art',
      rue: null,
      complement: null,
      codePostal: '93450',
      commune: "L'Île-Saint-Denis",
    });
    expect(lines).toEqual(["OEUVRE D'ART", '93450 L ILE SAINT DENIS']);
  });

  it('abbreviates, then wraps a long street and cuts a long name to 6 lines of 38 characters', () => {
    const lines = postalLines({
      entrepriseNom:
        'Société coopérative ouvrière de production des charpentiers, couvreurs et zingueurs réunis du Val-de-Marne',
      rue: '147 boulevard du Maréchal de Lattre de Tassigny prolongé',
      complement: 'Résidence les Jardins de la Vallée, bâtiment C, escalier 4',
      codePostal: '94000',
      commune: 'CRETEIL',
    });
    expect(lines).toHaveLength(6);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(38);
    expect(lines.slice(0, 2)).toEqual([
      'SOCIETE COOPERATIVE OUVRIERE DE',
      'PRODUCTION DES CHARPENTIERS COUVREURS',
    ]);
    expect(lines[2]).toBe('RES LES JARDINS DE LA VALLEE BAT C');
    expect(lines.slice(3, 5).join(' ')).toBe('147 BD DU MAL DE LATTRE DE TASSIGNY PROLONGE');
    expect(lines[5]).toBe('94000 CRETEIL');
  });

  it('keeps to the norm whatever SIRENE holds', () => {
    const part = fc.string({ unit: 'grapheme', maxLength: 120 });
    fc.assert(
      fc.property(part, fc.option(part), fc.option(part), part, (nom, rue, complement, commune) => {
        const lines = postalLines({ entrepriseNom: nom, rue, complement, codePostal: '75011', commune });
        expect(lines.length).toBeLessThanOrEqual(6);
        for (const line of lines) expect(line).toMatch(/^[A-Z0-9 &'/-]{0,38}$/);
        expect(lines.at(-1)).toMatch(/^75011( [A-Z0-9 ]*)?$/);
      }),
    );
  });
});

describe('renderClaimLetter', () => {
  let pdf: Buffer;
  let extracted: Extracted;
  let text: string;
  beforeAll(async () => {
    pdf = await renderClaimLetter(letter());
    extracted = extract(pdf);
    // The lines joined, as a reader reads across the line breaks.
    text = extracted.pages
      .flatMap((page) => page.items.map((item) => item.str))
      .join(' ')
      .replace(/\s+/g, ' ');
  });

  it('is one A4 page titled for the company, in French', () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(extracted.pages).toHaveLength(1);
    expect(A4_POINTS).toEqual({ width: 595.28, height: 841.89 });
    expect(Math.abs(extracted.pages[0]!.width - 595.28)).toBeLessThan(0.5);
    expect(Math.abs(extracted.pages[0]!.height - 841.89)).toBeLessThan(0.5);
    expect(extracted.info).toMatchObject({
      Title: 'Code de revendication – Menuiserie Lefèvre & Fils S.A.R.L.',
      Author: 'Annuaire des artisans',
      Language: 'fr-FR',
    });
  });

  it('tells the code, its expiry, the page where to type it, the company, its SIRET and who asked', () => {
    expect(text).toContain('K7PM-Q2XD-9HTR');
    expect(text).toContain('valable jusqu’au 27 décembre 2026');
    expect(text).toContain('Rendez-vous sur https://annuaire.example/revendiquer et saisissez ce code');
    expect(text).toContain('Le 27 novembre 2026');
    expect(text).toContain('Menuiserie Lefèvre & Fils S.A.R.L.');
    expect(text).toContain('SIRET 732 829 320 00074');
    expect(text).toContain('Jeanne Lefèvre (gérante, j•••@e•••.fr)');
    // The masked address is the only e-mail on the page.
    expect(text.match(/@/g)).toHaveLength(1);
    expect(text).toContain(
      'Objet : votre code pour gérer la fiche de votre entreprise sur l’Annuaire des artisans',
    );
    expect(text).toContain('Référence : R-000123');
  });

  it('places the address lines inside the envelope window', () => {
    const items = extracted.pages[0]!.items;
    for (const line of postalLines(letter().destinataire)) {
      const item = items.find((candidate) => candidate.str === line);
      expect(item).toBeDefined();
      expectInWindow(item!);
    }
    // The sender is not in the window.
    const sender = items.find((item) => item.str === 'Annuaire des artisans')!;
    expect(sender.baseline).toBeLessThan(WINDOW_ZONE.y);
  });

  it('draws the QR code of the link with the code, as squares 35 mm wide', () => {
    const { modules } = QRCode.create(letter().lienQr, { errorCorrectionLevel: 'M' });
    const cell = (35 * MM) / modules.size;
    const rects = [...contentStreams(pdf).matchAll(/^(\S+) (\S+) (\S+) (\S+) re$/gm)]
      .map((match) => match.slice(1, 5).map(Number) as [number, number, number, number])
      .filter(([, , , height]) => Math.abs(height - cell) < 1e-4);
    expect(rects.length).toBeGreaterThan(0);
    // The squares read back as the QR code's matrix (its top-left module is dark: a finder pattern).
    const left = Math.min(...rects.map(([x]) => x));
    const top = Math.min(...rects.map(([, y]) => y));
    const drawn = new Uint8Array(modules.size * modules.size);
    for (const [x, y, width] of rects) {
      const row = Math.round((y - top) / cell);
      const col = Math.round((x - left) / cell);
      for (let k = 0; k < Math.round(width / cell); k += 1) drawn[row * modules.size + col + k] = 1;
    }
    expect(Array.from(drawn)).toEqual(Array.from(modules.data, (bit) => (bit ? 1 : 0)));
    // Right of the code's box, within the right margin.
    expect(left + 35 * MM).toBeLessThanOrEqual(A4_POINTS.width - 20 * MM + 0.01);
  });

  it('gives the same bytes for the same letter', async () => {
    // pdfkit's file ID is a hash of the info dictionary, whose CreationDate is the letter's date.
    expect((await renderClaimLetter(letter())).equals(pdf)).toBe(true);
  });

  it('keeps long names and streets within the window and on one page', async () => {
    const long = letter({
      destinataire: {
        entrepriseNom:
          'Société coopérative ouvrière de production des charpentiers, couvreurs et zingueurs réunis du ' +
          'Val-de-Marne et des communes limitrophes',
        rue: '147 boulevard du Maréchal de Lattre de Tassigny prolongé',
        complement: 'Résidence les Jardins de la Vallée, bâtiment C, escalier 4',
        codePostal: '94000',
        commune: 'CRETEIL',
      },
      demandeur: { nom: 'Łukasz\u202FWiśniewski', role: 'co-gérant', emailMasque: 'l•••@w•••.pl' },
      // 1 December in Paris.
      date: new Date('2026-11-30T23:30:00Z'),
    });
    const { pages } = extract(await renderClaimLetter(long));
    expect(pages).toHaveLength(1);
    const lines = postalLines(long.destinataire);
    expect(lines).toHaveLength(6);
    for (const line of lines) expectInWindow(pages[0]!.items.find((item) => item.str === line)!);
    // Characters outside the standard fonts' encoding are replaced, not dropped.
    const body = pages[0]!.items.map((item) => item.str).join(' ');
    expect(body).toMatch(/Lukasz\s+Wisniewski \(co-gérant, l•••@w•••\.pl\)/);
    expect(body).toContain('du Val-de-Marne et des communes limitrophes (SIRET');
    expect(body).toContain('Le 1er décembre 2026');
  });
});

function expectInWindow(item: TextItem): void {
  expect(item).toBeDefined();
  expect(item.x).toBeGreaterThanOrEqual(WINDOW_ZONE.x);
  expect(item.x + item.width).toBeLessThanOrEqual(WINDOW_ZONE.x + WINDOW_ZONE.width);
  expect(item.baseline - item.size).toBeGreaterThanOrEqual(WINDOW_ZONE.y);
  expect(item.baseline).toBeLessThanOrEqual(WINDOW_ZONE.y + WINDOW_ZONE.height);
}
