import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { fetchRegistreImport } from '@annuaire/shared/client/registres-imports';
import { REGISTRE_IMPORTS_MESSAGES } from '@annuaire/shared/contract/registres-messages';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { registreImport } from '../../../test/fixtures';
import { RegistreImportPage } from './registre-import-page';

jest.mock('@annuaire/shared/client/registres-imports');

function renderAt(importId: string, state?: unknown) {
  render(
    withQueryClient(
      <MemoryRouter initialEntries={[{ pathname: `/backoffice/admin/imports-registres/${importId}`, state }]}>
        <Routes>
          <Route path="/backoffice/admin/imports-registres/:importId" element={<RegistreImportPage />} />
        </Routes>
      </MemoryRouter>,
    ),
  );
}

const section = (name: string) => screen.getByRole('region', { name });
/** The value beside a term of a description list, its figures' spaces made plain. */
function valueOf(scope: HTMLElement, term: string): string {
  const terms = within(scope).getAllByText(term, { selector: 'dt' });
  return (terms[0]!.nextElementSibling?.textContent ?? '').replace(/\u202f|\u00a0/g, ' ');
}

beforeEach(() => jest.mocked(fetchRegistreImport).mockResolvedValue(registreImport({ id: 3 })));

describe('RegistreImportPage', () => {
  it('gives a finished run’s report: summary, files with size and SHA-256, skipped rows, positions, RGE', async () => {
    renderAt('3');
    expect(screen.getByRole('heading', { level: 1, name: 'Import des registres n° 3' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent("Chargement du rapport de l'import...");
    const summary = await screen.findByRole('region', { name: 'Résumé' });
    expect(fetchRegistreImport).toHaveBeenCalledWith(3);
    expect(valueOf(summary, 'Statut')).toBe('Terminé');
    expect(valueOf(summary, 'Début')).toBe('24 novembre 2026 à 14 h 05');
    expect(valueOf(summary, 'Fin')).toBe('24 novembre 2026 à 14 h 08');
    expect(valueOf(summary, 'Durée')).toBe('3 min 5 s');
    expect(valueOf(summary, 'Départements')).toBe('Toute la France');
    expect(valueOf(summary, 'Lignes lues')).toBe('16');
    expect(valueOf(summary, 'Fiches fermées')).toBe('0 (0 fermées dans le stock, 0 absentes du stock)');
    expect(valueOf(summary, 'Lignes ignorées')).toBe('3');
    expect(valueOf(summary, 'Unités légales')).toBe('14 lignes lues, 12 retenues');
    expect(within(section('Erreurs')).getByText('Aucune erreur.')).toBeInTheDocument();

    const files = within(section('Fichiers lus')).getAllByRole('listitem');
    expect(files).toHaveLength(2);
    expect(within(files[0]!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Stock des établissements',
    );
    expect(valueOf(files[0]!, 'Fichier')).toBe('StockEtablissement_utf8.csv');
    expect(valueOf(files[0]!, 'Taille')).toBe('5,0 Ko (5 113 octets)');
    expect(valueOf(files[0]!, 'SHA-256')).toBe('a'.repeat(64));
    expect(within(files[1]!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Liste des entreprises RGE',
    );

    // The contract's words for each reason, in its order.
    const skipped = section('Lignes ignorées, par motif');
    expect(
      within(skipped)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([
      'Établissement fermé',
      'Activité hors du bâtiment',
      'Activité du bâtiment sans métier de l’annuaire',
    ]);
    const positions = section('Positions');
    expect(valueOf(positions, 'Du fichier de géolocalisation')).toBe('9');
    expect(valueOf(positions, 'Des coordonnées du stock')).toBe('2');
    expect(valueOf(positions, 'Sans position')).toBe('2');
    expect(within(positions).getByText('Aucune position refusée.')).toBeInTheDocument();
    const rge = section('Liste RGE');
    expect(valueOf(rge, 'Date de la liste')).toBe('2 novembre 2026');
    expect(valueOf(rge, 'Qualifications retenues')).toBe('4');
    expect(within(rge).getByText('Aucune ligne ignorée.')).toBeInTheDocument();
    expect(document.title).toBe('Import des registres n° 3 – Back-office – Annuaire des artisans');
    expect(screen.getByRole('link', { name: 'Retour aux imports' })).toHaveAttribute(
      'href',
      '/backoffice/admin/imports-registres',
    );
  });

  it('gives a failed run’s cause, and what it did not read', async () => {
    const report = registreImport({ id: 4 });
    jest.mocked(fetchRegistreImport).mockResolvedValue({
      ...report,
      statut: 'echec',
      departements: ['19', '46'],
      fichiers: [],
      details: {
        ...report.details!,
        unitesLegales: null,
        rge: null,
        positions: { ...report.details!.positions, refusees: { horsFrance: 2 } },
      },
      erreurs: ['Le fichier /srv/registres/rge.csv n’existe pas.'],
    });
    renderAt('4');
    const summary = await screen.findByRole('region', { name: 'Résumé' });
    expect(valueOf(summary, 'Statut')).toBe('Échec');
    expect(valueOf(summary, 'Départements')).toBe('19, 46');
    expect(valueOf(summary, 'Unités légales')).toBe('Fichier non lu');
    expect(within(section('Erreurs')).getByRole('listitem')).toHaveTextContent(
      'Le fichier /srv/registres/rge.csv n’existe pas.',
    );
    expect(within(section('Fichiers lus')).getByText(/Aucun fichier enregistré/)).toBeInTheDocument();
    expect(valueOf(section('Positions'), 'Position hors de France')).toBe('2');
    expect(
      within(section('Liste RGE')).getByText('Aucune liste RGE lue par cet import.'),
    ).toBeInTheDocument();
  });

  it('says a run under way has no report yet', async () => {
    jest
      .mocked(fetchRegistreImport)
      .mockResolvedValue(
        registreImport({ id: 5, statut: 'en_cours', endedAt: null, fichiers: [], details: null }),
      );
    renderAt('5');
    const summary = await screen.findByRole('region', { name: 'Résumé' });
    expect(valueOf(summary, 'Statut')).toBe('En cours');
    expect(valueOf(summary, 'Fin')).toBe('En cours');
    expect(valueOf(summary, 'Durée')).toBe('En cours');
    expect(screen.getByText(/Cet import est en cours/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Fichiers lus' })).not.toBeInTheDocument();
  });

  it('says in French that the run does not exist, with a retry', async () => {
    jest
      .mocked(fetchRegistreImport)
      .mockRejectedValueOnce(new ApiRequestError(REGISTRE_IMPORTS_MESSAGES.notFound, 404));
    renderAt('99');
    expect(await screen.findByRole('alert')).toHaveTextContent('Import des registres introuvable.');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('region', { name: 'Résumé' })).toBeInTheDocument();
  });

  it('asks nothing for an address that names no run', () => {
    renderAt('abc');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Cette adresse ne désigne aucun import des registres.',
    );
    expect(fetchRegistreImport).not.toHaveBeenCalled();
  });

  it('goes back to the list’s page it was opened from, never elsewhere', () => {
    renderAt('abc', { listSearch: '?page=3' });
    expect(screen.getByRole('link', { name: 'Retour aux imports' })).toHaveAttribute(
      'href',
      '/backoffice/admin/imports-registres?page=3',
    );
  });

  it('ignores a state that is no page of the list', () => {
    renderAt('abc', { listSearch: '//ailleurs.example' });
    expect(screen.getByRole('link', { name: 'Retour aux imports' })).toHaveAttribute(
      'href',
      '/backoffice/admin/imports-registres',
    );
  });
});
