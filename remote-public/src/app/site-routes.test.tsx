import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ARTICLE_PATHS, PUBLIC_PATHS } from '@annuaire/shared/federation/routes';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { siteRoutes } from './routes';

jest.mock('@annuaire/shared/client/messages', () => ({
  sendContactMessage: jest.fn(),
  sendJoinRequest: jest.fn(),
  requestPasswordReset: jest.fn(),
}));
jest.mock('@annuaire/shared/client/users', () => ({ updatePassword: jest.fn() }));

function renderAt(path: string) {
  return render(
    withQueryClient(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {siteRoutes.map(({ path: pattern, Component }) => (
            <Route key={pattern} path={pattern} element={<Component />} />
          ))}
        </Routes>
      </MemoryRouter>,
    ),
  );
}

describe('site routes', () => {
  it('claims every static, legal, info, form and password page of SPEC section 2', () => {
    expect(siteRoutes.map((route) => route.path).sort()).toEqual(
      [
        PUBLIC_PATHS.about,
        PUBLIC_PATHS.contact,
        PUBLIC_PATHS.cgu,
        PUBLIC_PATHS.privacy,
        PUBLIC_PATHS.accessibility,
        PUBLIC_PATHS.reviewsPolicy,
        PUBLIC_PATHS.join,
        PUBLIC_PATHS.partners,
        PUBLIC_PATHS.becomePartner,
        PUBLIC_PATHS.infos,
        PUBLIC_PATHS.forgotPassword,
        PUBLIC_PATHS.resetPassword,
        ...ARTICLE_PATHS,
      ].sort(),
    );
  });

  it.each([
    ['/about', 'À propos de l’Annuaire des artisans'],
    ['/contact', 'Contactez-nous'],
    ['/cgu', 'Conditions générales d’utilisation'],
    ['/politique-confidentialite', 'Politique de confidentialité'],
    ['/accessibilite', 'Déclaration d’accessibilité'],
    ['/fonctionnement-des-avis', 'Comment fonctionnent les avis'],
    ['/join', 'NOUS REJOINDRE'],
    ['/partenaires', 'Nos partenaires'],
    ['/devenir-partenaire', 'Nos partenaires'],
    ['/infos-et-aides', 'Infos et aides'],
    ['/comparatif-regimes', 'Comparatif des régimes fiscaux de la location'],
    ['/fisc-immo', 'La fiscalité immobilière expliquée simplement'],
    ['/infos-dpe', 'Le diagnostic de performance énergétique (DPE)'],
    ['/financement-immobilier', 'Financer son projet immobilier'],
    ['/infos-lmnp', 'Le statut de loueur en meublé non professionnel (LMNP)'],
    ['/infos-lmp', 'Le statut de loueur en meublé professionnel (LMP)'],
    ['/infos-location-nue', 'La location nue et les revenus fonciers'],
    ['/strategie-investissement', 'Bâtir sa stratégie d’investissement immobilier'],
    ['/faq', 'Foire aux questions'],
    ['/forgot-password', 'Mot de passe oublié'],
    ['/reset-password?email=a%40b.fr&timestamp=1&hash=h', 'Nouveau mot de passe'],
  ])('renders %s with its title and a meta description', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toMatch(/ – Annuaire des artisans$/);
    const description = document.head.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(description?.length).toBeGreaterThan(60);
  });
});
