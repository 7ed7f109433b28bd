import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Footer } from './footer';

function renderFooter() {
  return render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
}

const hrefsOf = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

afterEach(() => {
  jest.useRealTimers();
});

describe('Footer', () => {
  it('shows the current year', () => {
    jest.useFakeTimers({ now: new Date('2031-06-15T12:00:00Z') });
    renderFooter();
    expect(screen.getByText('© 2031 Annuaire des artisans')).toBeInTheDocument();
  });

  it('has the three link columns', () => {
    renderFooter();
    expect(hrefsOf(screen.getByRole('navigation', { name: 'Plateforme' }))).toEqual([
      ['Nos artisans', '/metiers'],
      ['Près de chez moi', '/map'],
      ['Nous rejoindre', '/join'],
      ['Devenir partenaire', '/devenir-partenaire'],
    ]);
    expect(hrefsOf(screen.getByRole('navigation', { name: 'Entreprise' }))).toEqual([
      ['À propos', '/about'],
      ['Partenaires', '/partenaires'],
      ['Contact', '/contact'],
    ]);
    expect(hrefsOf(screen.getByRole('navigation', { name: 'Ressources' }))).toEqual([
      ['Infos et aides', '/infos-et-aides'],
      ['FAQ', '/faq'],
      ['Plan du site', '/sitemap.xml'],
    ]);
  });

  it('opens the site map in a new tab and says so', () => {
    renderFooter();
    const sitemap = screen.getByRole('link', { name: 'Plan du site' });
    expect(sitemap).toHaveAttribute('target', '_blank');
    expect(sitemap).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(sitemap).toHaveAccessibleDescription("S'ouvre dans un nouvel onglet");
  });

  it('has the legal links', () => {
    renderFooter();
    expect(hrefsOf(screen.getByRole('navigation', { name: 'Informations légales' }))).toEqual([
      ["Conditions générales d'utilisation", '/cgu'],
      ['Politique de confidentialité', '/politique-confidentialite'],
      ['Cookies', '/politique-confidentialite#cookies'],
      ['Mentions légales', '/cgu#mentions-legales'],
      ['Comment fonctionnent les avis', '/fonctionnement-des-avis'],
      ['Retirer une fiche de l’annuaire', '/retirer-une-fiche'],
      ['Accessibilité : partiellement conforme', '/accessibilite'],
    ]);
  });

  it('links the accessibility statement with its conformity level', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'Accessibilité : partiellement conforme' })).toHaveAttribute(
      'href',
      '/accessibilite',
    );
  });

  it('links how reviews work, from every page (issue 20)', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'Comment fonctionnent les avis' })).toHaveAttribute(
      'href',
      '/fonctionnement-des-avis',
    );
  });

  it('links the logo home', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'Annuaire des artisans' })).toHaveAttribute('href', '/');
  });
});
