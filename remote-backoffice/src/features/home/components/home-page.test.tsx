import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { useAuthStore } from '@annuaire/shared/auth/auth-store';
import { reloadPage } from '../utils/reload-page';
import { HomePage } from './home-page';

jest.mock('../utils/reload-page', () => ({ reloadPage: jest.fn() }));

describe('back-office HomePage', () => {
  it('welcomes the admin and links to each management screen', () => {
    render(<HomePage />, { wrapper: MemoryRouter });
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
    expect(screen.getByRole('link', { name: 'Messages reçus' })).toHaveAttribute(
      'href',
      '/backoffice/admin/messages',
    );
    expect(screen.getByRole('link', { name: 'Demandes' })).toHaveAttribute(
      'href',
      '/backoffice/admin/demandes',
    );
    expect(screen.getByRole('link', { name: 'Avis à modérer' })).toHaveAttribute(
      'href',
      '/backoffice/admin/avis',
    );
  });

  it('"SE DECONNECTER" logs out through the shared store, then reloads the page', async () => {
    const logout = jest.fn().mockResolvedValue(undefined);
    act(() => useAuthStore.setState({ logout }));
    render(<HomePage />, { wrapper: MemoryRouter });
    await userEvent.setup().click(screen.getByRole('button', { name: 'SE DECONNECTER' }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(logout.mock.invocationCallOrder[0]).toBeLessThan(
      jest.mocked(reloadPage).mock.invocationCallOrder[0],
    );
  });
});
