// The demo dataset builder: deterministic, and consistent with the contract's rules.
import { buildDemoDataset, slug } from '../../src/seed/demo-dataset';
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

  it('makes file-name-safe slugs', () => {
    expect(slug('Plâtrier & Fils')).toBe('platrier-fils');
    expect(slug('  Électricité du Périgord ')).toBe('electricite-du-perigord');
  });
});
