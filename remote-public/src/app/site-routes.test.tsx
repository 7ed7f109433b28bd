import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ARTICLE_PATHS, PUBLIC_PATHS } from '@annuaire/shared/federation/routes';
import { fetchInvitationStatus } from '@annuaire/shared/client/avis';
import { fetchDemandeSuivi } from '@annuaire/shared/client/demandes';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { createQueryClient } from '@annuaire/shared/query/query-client';
import { queryKeys } from '@annuaire/shared/query/keys';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { siteRoutes } from './routes';

jest.mock('@annuaire/shared/client/messages', () => ({
  sendContactMessage: jest.fn(),
  sendJoinRequest: jest.fn(),
  requestPasswordReset: jest.fn(),
}));
jest.mock('@annuaire/shared/client/users', () => ({ updatePassword: jest.fn() }));
// The join form lists the trades.
jest.mock('@annuaire/shared/client/specialites', () => ({ fetchSpecialites: jest.fn(async () => []) }));
jest.mock('@annuaire/shared/client/avis', () => ({ fetchInvitationStatus: jest.fn(), postAvis: jest.fn() }));
jest.mock('@annuaire/shared/client/retraits', () => ({ sendRetrait: jest.fn() }));
jest.mock('@annuaire/shared/client/demandes', () => ({
  fetchDemandeSuivi: jest.fn(),
  sendDemande: jest.fn(),
}));

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
  it('claims every static, legal, info, form and password page of SPEC section 2, the review link’s page, the withdrawal form and the opt-out link’s page', () => {
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
        PUBLIC_PATHS.newReview,
        PUBLIC_PATHS.maDemande,
        PUBLIC_PATHS.activation,
        PUBLIC_PATHS.claim,
        PUBLIC_PATHS.retraitFiche,
        PUBLIC_PATHS.optOut,
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
    ['/revendiquer', 'C’est votre entreprise ?'],
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
    ['/avis/nouveau', 'Laisser un avis'],
    ['/ma-demande', 'Ma demande'],
    ['/activer-mon-compte', 'Activer mon compte'],
    ['/retirer-une-fiche?siret=35600000000048&artisan=3', 'Retirer cette fiche de l’annuaire'],
    // Without a token: the page says the link is invalid, and calls nothing.
    ['/ne-plus-recevoir-de-demandes', 'Ne plus recevoir de demandes'],
  ])('renders %s with its title and a meta description', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toMatch(/ – Annuaire des artisans$/);
    const description = document.head.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(description?.length).toBeGreaterThan(60);
  });

  it('prepares the review page with the status of its link, in the page’s chunk, and nothing without a token', async () => {
    const route = siteRoutes.find((page) => page.path === PUBLIC_PATHS.newReview)!;
    expect(route.chunk).toBe('page-new-review');
    const status = {
      artisan: { id: 7, entrepriseNom: 'Plomberie Martin' },
      etat: 'VALIDE' as const,
      valide: true,
      message: null,
      dateExpiration: '2026-04-11T10:00:00.000Z',
      nonSollicite: false,
      dateExperience: null,
    };
    jest.mocked(fetchInvitationStatus).mockResolvedValue(status);
    const client = createQueryClient();
    await route.prepare!({ pathname: '/avis/nouveau', search: '?token=12.abc' }, client);
    expect(fetchInvitationStatus).toHaveBeenCalledWith('12.abc');
    expect(client.getQueryData(queryKeys.invitation('12.abc'))).toEqual(status);

    jest.mocked(fetchInvitationStatus).mockClear();
    await route.prepare!({ pathname: '/avis/nouveau', search: '' }, client);
    expect(fetchInvitationStatus).not.toHaveBeenCalled();
  });

  it('renders an unknown review link the server met as invalid, without asking again', async () => {
    const route = siteRoutes.find((page) => page.path === PUBLIC_PATHS.newReview)!;
    jest.mocked(fetchInvitationStatus).mockRejectedValueOnce(new ApiRequestError('Lien inconnu.', 404));
    const client = createQueryClient();
    await route.prepare!({ pathname: '/avis/nouveau', search: '?token=99.inconnu' }, client);
    jest.mocked(fetchInvitationStatus).mockClear();
    await route.prepare!({ pathname: '/avis/nouveau', search: '?token=99.inconnu' }, client);
    expect(fetchInvitationStatus).not.toHaveBeenCalled();
  });

  it('prepares « Ma demande » with its record, in the page’s chunk, and nothing without a token', async () => {
    const route = siteRoutes.find((page) => page.path === PUBLIC_PATHS.maDemande)!;
    expect(route.chunk).toBe('page-ma-demande');
    const suivi = {
      dateEnvoi: '2026-04-11T10:00:00.000Z',
      dateExpiration: '2027-04-11T10:00:00.000Z',
      dateRetrait: null,
      relance: false,
      codePostal: '19100',
      message: 'Bonjour, un devis pour une salle de bains.',
      artisans: [
        { id: 7, entrepriseNom: 'Plomberie Martin', traitee: false, dateTraitement: null, dateLecture: null },
      ],
    };
    jest.mocked(fetchDemandeSuivi).mockResolvedValue(suivi);
    const client = createQueryClient();
    await route.prepare!({ pathname: '/ma-demande', search: '?token=12.abc' }, client);
    expect(fetchDemandeSuivi).toHaveBeenCalledWith('12.abc');
    expect(client.getQueryData(queryKeys.demandeSuivi('12.abc'))).toEqual(suivi);

    jest.mocked(fetchDemandeSuivi).mockClear();
    await route.prepare!({ pathname: '/ma-demande', search: '' }, client);
    expect(fetchDemandeSuivi).not.toHaveBeenCalled();
  });
});
