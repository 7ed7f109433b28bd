import { screen, within } from '@testing-library/react';
import { renderAt } from '../../test/render';
import { PartnersPage } from './partners-page';

describe('PartnersPage', () => {
  it('groups partners by Gros œuvre, Outillage and Assurance, with no card until one is signed', () => {
    renderAt(<PartnersPage />, '/partenaires');
    expect(screen.getByRole('heading', { level: 1, name: 'Nos partenaires' })).toBeInTheDocument();
    expect(document.title).toBe('Nos partenaires – Annuaire des artisans');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('5 %'),
    );
    for (const category of ['Gros œuvre', 'Outillage', 'Assurance']) {
      const section = within(screen.getByRole('region', { name: category }));
      expect(section.queryByRole('listitem')).not.toBeInTheDocument();
      expect(
        section.getByText(/^Nous recherchons nos premiers partenaires dans cette catégorie : /),
      ).toBeVisible();
    }
    expect(screen.getByText(/négoce de matériaux, béton prêt à l’emploi\.$/)).toBeInTheDocument();
    expect(screen.queryByText('Partenaire à venir')).not.toBeInTheDocument();
  });

  it('mentions the 5 % discount and calls to become a partner at /devenir-partenaire', () => {
    renderAt(<PartnersPage />, '/partenaires');
    expect(screen.getByRole('heading', { name: '5 % de remise chez nos partenaires' })).toBeInTheDocument();
    const cta = screen.getByRole('link', { name: 'Devenir partenaire' });
    expect(cta.getAttribute('href')).toMatch(/^\/devenir-partenaire(#|$)/);
    const become = screen.getByRole('region', { name: 'Devenir partenaire' });
    expect(become).toHaveAttribute('id', 'devenir-partenaire');
    expect(within(become).getByRole('link', { name: 'Proposer un partenariat' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});
