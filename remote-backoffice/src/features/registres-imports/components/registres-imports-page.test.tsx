import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { fetchRegistreImport, fetchRegistreImports } from '@annuaire/shared/client/registres-imports';
import type { RegistreImportPage } from '@annuaire/shared/contract/registres-imports';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { registreImport, registreImportSummary } from '../../../test/fixtures';
import { RegistreImportPage as ReportPage } from './registre-import-page';
import { EMPTY_IMPORTS, RegistresImportsPage } from './registres-imports-page';

jest.mock('@annuaire/shared/client/registres-imports');

const whole = registreImportSummary({ id: 3 });
const failed = registreImportSummary({
  id: 4,
  statut: 'echec',
  departements: ['19', '2A'],
  startedAt: '2026-11-25T08:00:00.000Z',
  endedAt: '2026-11-25T08:00:45.000Z',
  lues: 1234567,
  ignorees: { horsDepartements: 40, ferme: 2 },
});
const running = registreImportSummary({
  id: 5,
  statut: 'en_cours',
  startedAt: '2026-11-26T08:00:00.000Z',
  endedAt: null,
  lues: 0,
  retenues: 0,
  inserees: 0,
  ignorees: {},
});

function pageOf(items: RegistreImportPage['items'], page = 1, total = items.length): RegistreImportPage {
  return { items, total, page, size: 20, pageCount: Math.max(1, Math.ceil(total / 20)) };
}

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(url = '/backoffice/admin/imports-registres') {
  render(
    withQueryClient(
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/backoffice/admin/imports-registres" element={<RegistresImportsPage />} />
          <Route path="/backoffice/admin/imports-registres/:importId" element={<ReportPage />} />
        </Routes>
        <Location />
      </MemoryRouter>,
    ),
  );
}

const table = () => screen.findByRole('table', { name: 'Imports des registres, le plus récent d’abord' });
/** A row's cells by their column's name. */
function cellsOf(row: HTMLElement): Record<string, string> {
  const headers = screen.getAllByRole('columnheader').map((header) => header.textContent ?? '');
  const cells = [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) =>
    // The label a phone shows beside each value is hidden from assistive technologies, and from this reading.
    [...cell.childNodes]
      .filter((node) => !(node instanceof HTMLElement && node.getAttribute('aria-hidden') === 'true'))
      .map((node) => node.textContent)
      .join('')
      .replace(/\u202f|\u00a0/g, ' '),
  );
  return Object.fromEntries(headers.map((header, index) => [header, cells[index]!]));
}

beforeEach(() => {
  jest.mocked(fetchRegistreImports).mockResolvedValue(pageOf([running, failed, whole]));
  jest.mocked(fetchRegistreImport).mockResolvedValue(registreImport({ id: 3 }));
});

describe('RegistresImportsPage', () => {
  it('lists the runs newest first in a table: dates, duration, statut in words, départements and counts', async () => {
    renderAt();
    expect(screen.getByRole('heading', { level: 1, name: 'Imports des registres' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des imports des registres...');
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(fetchRegistreImports).toHaveBeenCalledWith(1);
    expect(rows).toHaveLength(3);
    // A table wider than the screen scrolls in its own labelled region (TableScroll).
    expect(screen.getByRole('region', { name: 'Tableau des imports des registres' })).toContainElement(
      await table(),
    );
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Import',
      'Début',
      'Fin',
      'Durée',
      'Statut',
      'Départements',
      'Lues',
      'Retenues',
      'Insérées',
      'Modifiées',
      'Fermées',
      'Ignorées',
    ]);
    expect(cellsOf(rows[2]!)).toEqual({
      Import: 'n° 3',
      Début: '24/11/2026 à 14 h 05',
      Fin: '24/11/2026 à 14 h 08',
      Durée: '3 min 5 s',
      Statut: 'Terminé',
      Départements: 'Toute la France',
      Lues: '16',
      Retenues: '13',
      Insérées: '13',
      Modifiées: '0',
      Fermées: '0',
      Ignorées: '3',
    });
    expect(cellsOf(rows[1]!)).toMatchObject({
      Statut: 'Échec',
      Départements: '19, 2A',
      Durée: '45 s',
      Lues: '1 234 567',
      Ignorées: '42',
    });
    // Under way: no end and no duration yet, said in words to a screen reader.
    expect(cellsOf(rows[0]!)).toMatchObject({ Statut: 'En cours', Fin: '—En cours', Durée: '—En cours' });
    expect(screen.getByText('3 imports')).toBeInTheDocument();
    expect(document.title).toBe('Imports des registres – Back-office – Annuaire des artisans');
    expect(screen.getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute(
      'href',
      '/backoffice/admin/home',
    );
  });

  it('says there is no run yet, and how to run one', async () => {
    jest.mocked(fetchRegistreImports).mockResolvedValue(pageOf([]));
    renderAt();
    expect(await screen.findByRole('heading', { level: 2, name: EMPTY_IMPORTS })).toBeInTheDocument();
    expect(EMPTY_IMPORTS).toBe("Aucun import des registres pour l'instant.");
    expect(screen.getByText(/Un import se lance sur le serveur avec/)).toHaveTextContent(
      'npm run import:registres -- --etablissements StockEtablissement_utf8.csv',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('navigation', { name: 'Pages des imports des registres' }),
    ).not.toBeInTheDocument();
  });

  it('shows a load failure in French with a retry', async () => {
    jest.mocked(fetchRegistreImports).mockRejectedValueOnce(new ApiRequestError('Accès refusé.', 403));
    renderAt();
    expect(await screen.findByRole('alert')).toHaveTextContent('Accès refusé.');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await table()).toBeInTheDocument();
    expect(fetchRegistreImports).toHaveBeenCalledTimes(2);
  });

  it('pages through the API, the page kept in the address', async () => {
    jest
      .mocked(fetchRegistreImports)
      .mockImplementation(async (page) =>
        page === 1
          ? pageOf([running, failed], 1, 22)
          : pageOf([registreImportSummary({ id: 1 }), registreImportSummary({ id: 2 })], 2, 22),
      );
    renderAt();
    const pages = await screen.findByRole('navigation', { name: 'Pages des imports des registres' });
    expect(pages).toHaveTextContent('Page 1 sur 2');
    await userEvent.click(within(pages).getByRole('button', { name: 'Suivant' }));
    expect(fetchRegistreImports).toHaveBeenLastCalledWith(2);
    expect(await screen.findByRole('link', { name: 'Rapport de l’import n° 2' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/backoffice/admin/imports-registres?page=2');
    expect(screen.getByText('22 imports')).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Précédent' }));
    expect(await screen.findByRole('link', { name: 'Rapport de l’import n° 5' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/backoffice\/admin\/imports-registres$/);
  });

  it('opens the page the address names, and the last one for a page past the end', async () => {
    jest
      .mocked(fetchRegistreImports)
      .mockImplementation(async (page) =>
        page <= 2 ? pageOf([whole], page, 21) : { ...pageOf([], page, 21), pageCount: 2 },
      );
    renderAt('/backoffice/admin/imports-registres?page=9');
    expect(await screen.findByRole('link', { name: 'Rapport de l’import n° 3' })).toBeInTheDocument();
    expect(fetchRegistreImports).toHaveBeenCalledWith(9);
    expect(fetchRegistreImports).toHaveBeenLastCalledWith(2);
    expect(screen.getByTestId('location')).toHaveTextContent('/backoffice/admin/imports-registres?page=2');
  });

  it('opens a run’s report from the keyboard, and comes back to the same page', async () => {
    jest.mocked(fetchRegistreImports).mockResolvedValue(pageOf([whole], 2, 21));
    const user = userEvent.setup();
    renderAt('/backoffice/admin/imports-registres?page=2');
    const link = await screen.findByRole('link', { name: 'Rapport de l’import n° 3' });
    while (document.activeElement !== link) await user.tab();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Import des registres n° 3' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/backoffice/admin/imports-registres/3');
    expect(screen.getByRole('link', { name: 'Retour aux imports' })).toHaveAttribute(
      'href',
      '/backoffice/admin/imports-registres?page=2',
    );
  });
});
