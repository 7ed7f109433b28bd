import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { useAuthStore } from '@annuaire/shared/auth/auth-store';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { fetchAdminDashboard } from '@annuaire/shared/client/messages';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { reloadPage } from '../utils/reload-page';
import { HomePage } from './home-page';

jest.mock('../utils/reload-page', () => ({ reloadPage: jest.fn() }));
jest.mock('@annuaire/shared/client/messages');

const counts = {
  artisans: 98,
  specialites: 12,
  particuliers: 1,
  messagesNonTraites: 3,
  adhesionsNonTraitees: 0,
  demandesEnAttente: 7,
  avisAModerer: 2,
  retraitsEnAttente: 4,
};

beforeEach(() => jest.mocked(fetchAdminDashboard).mockResolvedValue(counts));

function renderHome() {
  render(withQueryClient(<HomePage />), { wrapper: MemoryRouter });
}

describe('back-office HomePage', () => {
  it('welcomes the admin and links to each management screen', async () => {
    renderHome();
    expect(
      screen.getByRole('heading', { level: 1, name: "Bienvenue dans l'espace d'administration" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/vous gérez les artisans/)).toHaveTextContent(/spécialités.*particuliers/);
    expect(screen.getByRole('link', { name: 'Gérer les artisans' })).toHaveAttribute(
      'href',
      '/backoffice/admin/artisans',
    );
    expect(screen.getByRole('link', { name: 'Gérer les spécialités' })).toHaveAttribute(
      'href',
      '/backoffice/admin/specialites',
    );
    expect(screen.getByRole('link', { name: 'Gérer les comptes' })).toHaveAttribute(
      'href',
      '/backoffice/admin/accounts',
    );
    expect(screen.getByRole('link', { name: 'Imports des registres' })).toHaveAttribute(
      'href',
      '/backoffice/admin/imports-registres',
    );
    // The other screens are the dashboard's links (below), each once on the page.
    expect(await screen.findByRole('link', { name: '2 avis à modérer' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /avis à modérer/i })).toHaveLength(1);
  });

  // Issue 22: the home page's dashboard, each count a link to its screen.
  it('shows the counts, each a link to its screen', async () => {
    renderHome();
    const dashboard = screen.getByRole('region', { name: 'Tableau de bord' });
    expect(within(dashboard).getByRole('status')).toHaveTextContent('Chargement du tableau de bord...');
    const links = [
      ['98 artisans', '/backoffice/admin/artisans'],
      ['12 spécialités', '/backoffice/admin/specialites'],
      ['1 particulier', '/backoffice/admin/particuliers'],
      ['3 messages non traités', '/backoffice/admin/messages?type=contact&etat=a-traiter'],
      ['0 demande d’adhésion non traitée', '/backoffice/admin/messages?type=adhesion&etat=a-traiter'],
      ['7 demandes en attente chez les artisans', '/backoffice/admin/demandes'],
      ['2 avis à modérer', '/backoffice/admin/avis'],
      ['4 demandes de retrait en attente', '/backoffice/admin/retraits?statut=EN_ATTENTE'],
    ];
    for (const [name, href] of links)
      expect(await within(dashboard).findByRole('link', { name })).toHaveAttribute('href', href);
    expect(within(dashboard).queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps the dashboard’s links when the counts cannot be read', async () => {
    jest.mocked(fetchAdminDashboard).mockRejectedValue(new ApiRequestError('Accès refusé.', 403));
    renderHome();
    const dashboard = screen.getByRole('region', { name: 'Tableau de bord' });
    expect(await within(dashboard).findByRole('alert')).toHaveTextContent(
      'Les chiffres du tableau de bord n’ont pas pu être chargés.',
    );
    expect(within(dashboard).getByRole('link', { name: 'Avis à modérer' })).toHaveAttribute(
      'href',
      '/backoffice/admin/avis',
    );
  });

  it('"SE DECONNECTER" logs out through the shared store, then reloads the page', async () => {
    const logout = jest.fn().mockResolvedValue(undefined);
    act(() => useAuthStore.setState({ logout }));
    renderHome();
    await userEvent.setup().click(screen.getByRole('button', { name: 'SE DECONNECTER' }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(logout.mock.invocationCallOrder[0]).toBeLessThan(
      jest.mocked(reloadPage).mock.invocationCallOrder[0],
    );
  });
});
