import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { useAuthStore } from '@annuaire/shared/auth/auth-store';
import type { AuthClaims } from '@annuaire/shared/contract/auth';
import BackofficeRoutes from './routes';

jest.mock('@annuaire/shared/client/artisans');
jest.mock('@annuaire/shared/client/artisan-details');
jest.mock('@annuaire/shared/client/specialites');
jest.mock('@annuaire/shared/client/particuliers');
jest.mock('@annuaire/shared/client/users');
jest.mock('@annuaire/shared/client/messages');
jest.mock('@annuaire/shared/client/demandes');
jest.mock('@annuaire/shared/client/avis');
jest.mock('@annuaire/shared/client/registres-imports');
jest.mock('@annuaire/shared/client/retraits');
jest.mock('@annuaire/shared/client/revendications');
jest.mock('../api/artisan-list');

const admin: AuthClaims = { sub: 1, role: 'ROLE_ADMIN', artisanId: null, exp: 4102444800 };

function renderAt(path: string, claims: AuthClaims | null = admin) {
  act(() => useAuthStore.setState({ claims }));
  return render(
    withQueryClient(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/backoffice/admin/*" element={<BackofficeRoutes />} />
        </Routes>
      </MemoryRouter>,
    ),
  );
}

beforeEach(() => {
  // Every call stays pending: these tests look at which screen renders, not at data.
  for (const module of [
    '@annuaire/shared/client/specialites',
    '@annuaire/shared/client/artisans',
    '@annuaire/shared/client/artisan-details',
    '@annuaire/shared/client/particuliers',
    '@annuaire/shared/client/users',
    '@annuaire/shared/client/messages',
    '@annuaire/shared/client/demandes',
    '@annuaire/shared/client/avis',
    '@annuaire/shared/client/registres-imports',
    '@annuaire/shared/client/retraits',
    '@annuaire/shared/client/revendications',
    '../api/artisan-list',
  ]) {
    for (const fetcher of Object.values(jest.requireMock(module) as Record<string, unknown>)) {
      if (typeof fetcher === 'function') (fetcher as jest.Mock).mockReturnValue(new Promise(() => undefined));
    }
  }
});

describe('remote_backoffice/routes', () => {
  it.each([
    ['home', "Bienvenue dans l'espace d'administration"],
    ['artisans', 'Liste des Artisans'],
    ['artisan/4', "Détails de l'artisan"],
    ['specialites', 'Liste des Spécialités'],
    ['particuliers', 'Gestion des Particuliers'],
    ['accounts', 'Gestion des comptes'],
    ['messages', 'Messages reçus'],
    ['demandes', 'Demandes'],
    ['avis', 'Avis à modérer'],
    ['imports-registres', 'Imports des registres'],
    ['imports-registres/3', 'Import des registres n° 3'],
    ['retraits', 'Demandes de retrait'],
    ['revendications', 'Revendications de fiches'],
  ])('renders %s for an admin', (child, title) => {
    renderAt(`/backoffice/admin/${child}`);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it("refuses an artisan with 'Accès refusé' and a way to their own profile", () => {
    renderAt('/backoffice/admin/artisans', { sub: 2, role: 'ROLE_ARTISAN', artisanId: 8, exp: 4102444800 });
    expect(screen.getByRole('heading', { level: 1, name: 'Accès refusé' })).toBeInTheDocument();
    expect(screen.queryByText('Liste des Artisans')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mon profil pro' })).toHaveAttribute('href', '/admin/artisan/8');
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Accès refusé – Annuaire des artisans');
  });

  it('refuses a particulier too', () => {
    renderAt('/backoffice/admin/home', {
      sub: 3,
      role: 'ROLE_PARTICULIER',
      artisanId: null,
      exp: 4102444800,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Accès refusé' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mon profil pro' })).not.toBeInTheDocument();
  });
});
