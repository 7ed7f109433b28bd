import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { fetchSpecialites } from '@annuaire/shared/client/specialites';
import { MetiersPage } from './metiers-page';

jest.mock('@annuaire/shared/client/specialites', () => ({ fetchSpecialites: jest.fn() }));
const mockedFetch = jest.mocked(fetchSpecialites);

function renderPage() {
  return render(withQueryClient(<MetiersPage />), { wrapper: MemoryRouter });
}

describe('MetiersPage', () => {
  it('says it is loading until the trades arrive', async () => {
    mockedFetch.mockReturnValue(new Promise(() => undefined));
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement en cours...');
  });

  it('shows the error text when the trades cannot be loaded', async () => {
    mockedFetch.mockRejectedValue(new Error('500'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur de chargement des corps de métier');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('lists each trade as a card with its image, linking to its page', async () => {
    mockedFetch.mockResolvedValue([
      { id: 1, metier: 'Plombier', pathImg: '/uploads/specialites/plombier.webp' },
      { id: 4, metier: 'Électricien', pathImg: null },
    ]);
    const { container } = renderPage();
    expect(await screen.findByRole('link', { name: 'Plombier' })).toHaveAttribute('href', '/metier/1');
    expect(screen.getByRole('link', { name: 'Électricien' })).toHaveAttribute('href', '/metier/4');
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', '/uploads/specialites/plombier.webp');
    expect(images[0].getAttribute('srcset')).toContain('/uploads/specialites/plombier-480.webp 480w');
    expect(screen.getByRole('navigation', { name: "Fil d'Ariane" })).toHaveTextContent('Accueil');
  });

  it('says so when there is no trade yet', async () => {
    mockedFetch.mockResolvedValue([]);
    renderPage();
    expect(await screen.findByText('Aucun métier disponible pour le moment.')).toBeInTheDocument();
  });
});
