import { screen } from '@testing-library/react';
import { renderAt } from '../../test/render';
import { ContactPage } from './contact-page';

jest.mock('@annuaire/shared/client/messages', () => ({ sendContactMessage: jest.fn() }));

describe('ContactPage', () => {
  it('has a title, a meta description, the form and links to join and partners', () => {
    renderAt(<ContactPage />, '/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeInTheDocument();
    expect(document.title).toBe('Contact – Annuaire des artisans');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /Écrivez à l’équipe/,
    );
    expect(screen.getByRole('form', { name: 'Écrivez-nous' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nous rejoindre' })).toHaveAttribute('href', '/join');
    expect(screen.getByRole('link', { name: 'programme partenaires' })).toHaveAttribute(
      'href',
      '/devenir-partenaire',
    );
  });

  it('shows the social networks disabled, each saying "bientôt disponible"', () => {
    renderAt(<ContactPage />, '/contact');
    for (const network of ['Facebook', 'Instagram', 'LinkedIn']) {
      const button = screen.getByRole('button', { name: `${network} : bientôt disponible` });
      expect(button).toHaveAttribute('aria-disabled', 'true');
    }
    expect(screen.getByText(/bientôt disponible\.$/)).toBeInTheDocument();
  });
});
