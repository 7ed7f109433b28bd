import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../test/render';
import { InfosPage } from './infos-page';

describe('InfosPage', () => {
  it('has a title, a meta description and the breadcrumb', () => {
    renderAt(<InfosPage />, '/infos-et-aides');
    expect(screen.getByRole('heading', { level: 1, name: 'Infos et aides' })).toBeInTheDocument();
    expect(document.title).toBe('Infos et aides – Annuaire des artisans');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('LMNP'),
    );
    expect(screen.getByRole('navigation', { name: "Fil d'Ariane" })).toHaveTextContent('Accueil');
  });

  it('lists the fourteen topics, each opening on its summary and a link to its article', async () => {
    renderAt(<InfosPage />, '/infos-et-aides');
    const triggers = screen.getAllByRole('button', { expanded: false });
    expect(triggers).toHaveLength(14);
    await userEvent.click(
      screen.getByRole('button', { name: 'Le diagnostic de performance énergétique (DPE)' }),
    );
    const panel = screen.getByRole('region', { name: 'Le diagnostic de performance énergétique (DPE)' });
    expect(panel).toHaveTextContent('valable 10 ans');
    expect(within(panel).getByRole('link', { name: /Lire l’article/ })).toHaveAttribute('href', '/infos-dpe');

    await userEvent.click(screen.getByRole('button', { name: 'Foire aux questions' }));
    expect(panel).not.toBeVisible();
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
    const faq = screen.getByRole('region', { name: 'Foire aux questions' });
    expect(faq).toHaveTextContent('en cours de développement');
    expect(within(faq).getByRole('link')).toHaveAttribute('href', '/faq');
  });

  it('links to the two official public-service sites in a new tab', () => {
    renderAt(<InfosPage />, '/infos-et-aides');
    const section = within(screen.getByRole('region', { name: 'Les sites officiels' }));
    const links = section.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.service-public.fr',
      'https://www.impots.gouv.fr',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
