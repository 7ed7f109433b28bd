// The demo dataset builder: deterministic, and consistent with the contract's rules.
import { ArtisanDetailInputSchema } from '@annuaire/shared/contract/artisan-detail';
import { currentMonth, displayedAuthor } from '@annuaire/shared/contract/note';
import { isValidRge, validiteStatut } from '@annuaire/shared/contract/qualification';
import { buildDemoDataset, monthsBefore, slug } from '../../src/seed/demo-dataset';
import { TOWNS } from '../../src/seed/demo-data';

const hashes = { admin: 'h-admin', artisan: 'h-artisan', others: 'h-others' };

describe('buildDemoDataset', () => {
  it('builds the same rows every time', () => {
    const first = buildDemoDataset(hashes);
    const second = buildDemoDataset(hashes);
    expect(second.artisans).toEqual(first.artisans);
    expect(second.users).toEqual(first.users);
  });

  it('uses unique usernames, e-mails, company names and SIRETs', () => {
    const dataset = buildDemoDataset(hashes);
    const unique = (values: string[]) => new Set(values).size === values.length;
    expect(unique(dataset.users.map((user) => user.username))).toBe(true);
    expect(unique(dataset.users.map((user) => user.email))).toBe(true);
    expect(unique(dataset.artisans.map((artisan) => artisan.entrepriseNom))).toBe(true);
    expect(unique(dataset.artisans.map((artisan) => artisan.siret))).toBe(true);
  });

  it('gives every artisan an owner account and a real town with its postcode', () => {
    const dataset = buildDemoDataset(hashes);
    const usernames = new Set(dataset.users.map((user) => user.username));
    const postcodes = new Map(TOWNS.map((town) => [town.ville, town.codePostal]));
    for (const artisan of dataset.artisans) {
      expect(usernames.has(artisan.ownerUsername!)).toBe(true);
      expect(postcodes.get(artisan.ville)).toBe(artisan.codePostal);
    }
    expect(dataset.users.filter((user) => user.role === 'ROLE_ADMIN')).toHaveLength(1);
  });

  it('keeps the reviews drawn before issue 20: the demo account’s four, stars and dates', () => {
    const [demo] = buildDemoDataset(hashes).artisans;
    expect(demo!.notes.map(({ nombreEtoiles, dateCreation }) => [nombreEtoiles, dateCreation])).toEqual([
      [4, '2025-11-01T20:00:00Z'],
      [1, '2025-12-15T11:00:00Z'],
      [2, '2025-06-13T18:00:00Z'],
      [4, '2025-09-27T09:00:00Z'],
    ]);
  });

  it('gives every review a month of service up to three months before its entry, a name and a source', () => {
    const dataset = buildDemoDataset(hashes);
    const months = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));
    for (const artisan of dataset.artisans) {
      for (const note of artisan.notes) {
        const particulier = dataset.particuliers[note.particulierIndex]!;
        expect(note.auteur).toBe(displayedAuthor(particulier.prenom, particulier.nom));
        expect(note.source).toBe('ADMINISTRATION');
        const gap = months(currentMonth(new Date(note.dateCreation))) - months(note.dateExperience);
        expect(gap).toBeGreaterThanOrEqual(0);
        expect(gap).toBeLessThanOrEqual(3);
      }
    }
  });

  it('reads like real life: mostly verified reviews, varied texts, low ratings answered, one per address', () => {
    const dataset = buildDemoDataset(hashes);
    const published = dataset.artisans.flatMap((artisan) =>
      (artisan.avis ?? []).filter((avis) => avis.statut === 'PUBLIE'),
    );
    const entered = dataset.artisans.reduce((sum, artisan) => sum + artisan.notes.length, 0);
    // Most reviews come from an invitation.
    expect(published.length).toBeGreaterThan(entered * 2);
    for (const artisan of dataset.artisans) {
      const avis = artisan.avis ?? [];
      // No two reviews of one page read alike, and one per address and artisan.
      expect(new Set(avis.map((item) => item.commentaire)).size).toBe(avis.length);
      expect(new Set(avis.map((item) => item.email)).size).toBe(avis.length);
    }
    const low = published.filter((avis) => avis.nombreEtoiles <= 2);
    expect(low.length).toBeGreaterThan(0);
    // Every low rating has the artisan's reply.
    expect(low.every((avis) => avis.reponse !== null)).toBe(true);
    // Across the directory, dozens of different texts (pairs of a first sentence and a detail).
    expect(new Set(published.map((avis) => avis.commentaire)).size).toBeGreaterThan(60);
  });

  it('counts months back across a year, in France, never past the current month', () => {
    expect(monthsBefore('2025-02-10T10:00:00Z', 3)).toBe('2024-11');
    expect(monthsBefore('2025-01-15T10:00:00Z', 0)).toBe('2025-01');
    // 23:30 UTC on 31 December is already January in Paris.
    expect(monthsBefore('2024-12-31T23:30:00Z', 1)).toBe('2024-12');
    expect(monthsBefore('2099-06-01T10:00:00Z', 2)).toBe(currentMonth());
  });

  it('makes file-name-safe slugs', () => {
    expect(slug('Plâtrier & Fils')).toBe('platrier-fils');
    expect(slug('  Électricité du Périgord ')).toBe('electricite-du-perigord');
  });

  it('gives qualifications and insurances that the contract accepts, some valid, some ending soon, some expired', () => {
    const today = '2026-11-25';
    const dataset = buildDemoDataset(hashes, undefined, today);
    const all = dataset.artisans.flatMap((artisan) => [
      ...artisan.details.filter((detail) => detail.type === 'NORME'),
      ...(artisan.assurances ?? []),
    ]);
    for (const detail of all) {
      expect(ArtisanDetailInputSchema.safeParse({ ...detail, artisanId: 1 }).error?.issues).toBeUndefined();
    }
    const statuts = (type: string) =>
      all.filter((detail) => detail.type === type).map((d) => validiteStatut(d, today));
    for (const type of ['NORME', 'ASSURANCE']) {
      expect(statuts(type)).toContain('VALIDE');
      expect(statuts(type)).toContain('EXPIREE');
    }
    // Most artisans are insured; about one qualification in six has expired.
    const insured = dataset.artisans.filter((artisan) => artisan.assurances?.length).length;
    expect(insured / dataset.artisans.length).toBeGreaterThan(0.8);
    const expired = statuts('NORME').filter((statut) => statut === 'EXPIREE').length;
    expect(expired / statuts('NORME').length).toBeGreaterThan(0.08);
    expect(expired / statuts('NORME').length).toBeLessThan(0.3);
    // The demo account: a valid RGE qualification, one that ends within the month (the editor's warning), insured.
    const [demo] = dataset.artisans;
    const normes = demo!.details.filter((detail) => detail.type === 'NORME');
    expect(
      normes.some((detail) => isValidRge({ ...detail, verifiee: detail.verifieeLe !== undefined }, today)),
    ).toBe(true);
    // Every RGE qualification of the demo counts as checked (its badge shows); the others are declared only.
    for (const detail of dataset.artisans.flatMap((artisan) => artisan.details)) {
      expect(detail.verifieeLe !== undefined).toBe(detail.rge === true);
    }
    expect(normes.map((detail) => validiteStatut(detail, today))).toContain('EXPIRE_BIENTOT');
    expect(validiteStatut(demo!.assurances![0]!, today)).toBe('VALIDE');
  });

  it('gives some demo artisans an emergency service and an availability given on the day of the seeding', () => {
    const dataset = buildDemoDataset(hashes, undefined, '2026-11-28');
    const urgent = dataset.artisans.filter((artisan) => artisan.depannageUrgence);
    expect(urgent.length).toBeGreaterThan(0);
    expect(urgent.every((artisan) => (artisan.depannageHoraires ?? '').length > 0)).toBe(true);
    const available = dataset.artisans.filter((artisan) => artisan.disponibleSousJours);
    expect(available.length).toBeGreaterThan(0);
    expect(available.every((artisan) => artisan.disponibiliteIndiqueeLe?.startsWith('2026-11-28'))).toBe(
      true,
    );
    expect(dataset.artisans.length - available.length).toBeGreaterThan(0);
  });
});
