import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { BackofficeMenu } from './backoffice-menu';

describe('BackofficeMenu', () => {
  it('links every back-office screen and marks the current one', () => {
    render(
      <MemoryRouter initialEntries={['/backoffice/admin/avis']}>
        <BackofficeMenu />
      </MemoryRouter>,
    );
    const menu = within(screen.getByRole('navigation', { name: 'Back-office' }));
    const links = menu.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Tableau de bord',
      'Artisans',
      'Avis',
      'Demandes',
      'Messages',
      'Spécialités',
      'Particuliers',
      'Comptes',
      'Demandes de retrait',
      'Revendications',
      'Imports',
    ]);
    expect(menu.getByRole('link', { name: 'Avis' })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('link', { name: 'Avis' })).toHaveAttribute('href', '/backoffice/admin/avis');
    expect(menu.getByRole('link', { name: 'Artisans' })).not.toHaveAttribute('aria-current');
  });
});
