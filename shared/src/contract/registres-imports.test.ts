import {
  REGISTRE_IMPORTS_MESSAGES,
  RegistreImportListQuerySchema,
  RegistreImportSummarySchema,
} from './registres-imports';

describe('RegistreImportListQuerySchema', () => {
  it('reads page and size from the query string, both optional', () => {
    expect(RegistreImportListQuerySchema.parse({})).toEqual({});
    expect(RegistreImportListQuerySchema.parse({ page: '2', size: '100' })).toEqual({ page: 2, size: 100 });
  });

  it.each([
    [{ page: '0' }, REGISTRE_IMPORTS_MESSAGES.page],
    [{ page: '100001' }, REGISTRE_IMPORTS_MESSAGES.page],
    [{ page: 'deux' }, REGISTRE_IMPORTS_MESSAGES.page],
    [{ size: '101' }, REGISTRE_IMPORTS_MESSAGES.size],
    [{ size: '2.5' }, REGISTRE_IMPORTS_MESSAGES.size],
  ])('refuses %j in French', (query, message) => {
    const result = RegistreImportListQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('RegistreImportSummarySchema', () => {
  const run = {
    id: 3,
    startedAt: '2026-11-24T13:05:00.000Z',
    endedAt: null,
    statut: 'en_cours',
    departements: null,
    lues: 0,
    retenues: 0,
    inserees: 0,
    modifiees: 0,
    inchangees: 0,
    fermees: 0,
  };

  it('keeps the skip reasons it knows and leaves the others out', () => {
    const parsed = RegistreImportSummarySchema.parse({ ...run, ignorees: { ferme: 2, inconnue: 5 } });
    expect(parsed.ignorees).toEqual({ ferme: 2 });
  });

  it('refuses a statut the table does not hold', () => {
    expect(RegistreImportSummarySchema.safeParse({ ...run, statut: 'annule', ignorees: {} }).success).toBe(
      false,
    );
  });
});
