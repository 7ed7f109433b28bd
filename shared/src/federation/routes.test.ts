import { afterLoginPath, hrefs, loginPathFor, PUBLIC_ROUTE_PATTERNS, toastDurationFor } from './routes';

describe('federation routes', () => {
  it('lists every public route of SPEC section 2, the accessibility statement, the reviews policy and form, the claim, withdrawal, search and opt-out pages, the homeowner guides', () => {
    expect(PUBLIC_ROUTE_PATTERNS).toHaveLength(38);
    expect(PUBLIC_ROUTE_PATTERNS).toEqual(
      expect.arrayContaining([
        '/',
        '/metier/:specialiteId',
        '/partenaires',
        '/faq',
        '/reset-password',
        '/accessibilite',
        '/fonctionnement-des-avis',
        '/avis/nouveau',
        '/ma-demande',
        '/activer-mon-compte',
        '/revendiquer',
        '/retirer-une-fiche',
        '/recherche',
        '/ne-plus-recevoir-de-demandes',
        '/aides-maprimerenov-cee',
        '/eco-ptz',
        '/tva-travaux',
        '/lire-un-devis',
        '/verifier-decennale-rge',
      ]),
    );
    expect(PUBLIC_ROUTE_PATTERNS).not.toContain('/admin');
  });

  it('builds links between apps', () => {
    expect(hrefs.metier(3)).toBe('/metier/3');
    expect(hrefs.artisan(8)).toBe('/artisan/8');
    expect(hrefs.accessibility()).toBe('/accessibilite');
    expect(hrefs.reviewsPolicy()).toBe('/fonctionnement-des-avis');
    expect(hrefs.claim()).toBe('/revendiquer');
    expect(hrefs.claim(12)).toBe('/revendiquer?fiche=12');
    expect(hrefs.optOut('12.ab-_c&x=1')).toBe('/ne-plus-recevoir-de-demandes?jeton=12.ab-_c%26x%3D1');
    expect(hrefs.editor(5)).toBe('/admin/artisan/5');
    expect(hrefs.editorDemandes(5)).toBe('/admin/artisan/5/demandes');
    expect(hrefs.editorAvis(5)).toBe('/admin/artisan/5/avis');
    expect(hrefs.backoffice.home()).toBe('/backoffice/admin/home');
    expect(hrefs.backoffice.artisan(2)).toBe('/backoffice/admin/artisan/2');
    expect(hrefs.backoffice.avis()).toBe('/backoffice/admin/avis');
    expect(hrefs.backoffice.registresImports()).toBe('/backoffice/admin/imports-registres');
    expect(hrefs.backoffice.registreImport(3)).toBe('/backoffice/admin/imports-registres/3');
    // A token is a query value: whatever it holds stays in it.
    expect(hrefs.newReview('12.ab-_c&x=1')).toBe('/avis/nouveau?token=12.ab-_c%26x%3D1');
    expect(hrefs.activation('12.ab-_c&x=1')).toBe('/activer-mon-compte?token=12.ab-_c%26x%3D1');
    expect(hrefs.backoffice.retraits()).toBe('/backoffice/admin/retraits');
    expect(hrefs.backoffice.retraits('EN_ATTENTE')).toBe('/backoffice/admin/retraits?statut=EN_ATTENTE');
    expect(hrefs.backoffice.revendications()).toBe('/backoffice/admin/revendications');
    expect(hrefs.backoffice.revendications('EN_COURS')).toBe(
      '/backoffice/admin/revendications?statut=EN_COURS',
    );
  });

  it('links to the withdrawal form, filled in with the listing’s SIRET and id when given', () => {
    expect(hrefs.retraitFiche()).toBe('/retirer-une-fiche');
    expect(hrefs.retraitFiche('35600000000048', 12)).toBe(
      '/retirer-une-fiche?siret=35600000000048&artisan=12',
    );
    expect(hrefs.retraitFiche('35600000000048')).toBe('/retirer-une-fiche?siret=35600000000048');
    expect(hrefs.retraitFiche(undefined, 12)).toBe('/retirer-une-fiche?artisan=12');
    expect(hrefs.retraitFiche('1 2&x=3')).toBe('/retirer-une-fiche?siret=1+2%26x%3D3');
  });

  it('links to the search for a text, at a page beyond the first', () => {
    expect(hrefs.recherche()).toBe('/recherche');
    expect(hrefs.recherche('')).toBe('/recherche');
    expect(hrefs.recherche('plombier tulle')).toBe('/recherche?q=plombier+tulle');
    expect(hrefs.recherche('l’atelier & fils', 3)).toBe('/recherche?q=l%E2%80%99atelier+%26+fils&page=3');
    expect(hrefs.recherche('x', 1)).toBe('/recherche?q=x');
  });

  it('sends a guarded path to the right login page', () => {
    expect(loginPathFor('/backoffice/admin/home')).toBe('/backoffice');
    expect(loginPathFor('/admin/artisan/1')).toBe('/admin');
  });

  it('redirects after login per role and origin (SPEC section 4)', () => {
    expect(afterLoginPath({ role: 'ROLE_ARTISAN', artisanId: 7 }, false)).toBe('/admin/artisan/7');
    expect(afterLoginPath({ role: 'ROLE_ARTISAN', artisanId: 7 }, true)).toBe('/admin/artisan/7');
    expect(afterLoginPath({ role: 'ROLE_ADMIN', artisanId: null }, false)).toBe('/');
    expect(afterLoginPath({ role: 'ROLE_ADMIN', artisanId: null }, true)).toBe('/backoffice/admin/home');
    expect(afterLoginPath({ role: 'ROLE_PARTICULIER', artisanId: null }, true)).toBe('/');
  });

  it('returns to the editor page the guard sent to the login, when this user may open it', () => {
    const artisan = { role: 'ROLE_ARTISAN', artisanId: 7 };
    expect(afterLoginPath(artisan, false, '/admin/artisan/7/demandes')).toBe('/admin/artisan/7/demandes');
    expect(afterLoginPath(artisan, false, '/admin/artisan/7/avis')).toBe('/admin/artisan/7/avis');
    // Another artisan's page, another path, or a crafted address: the usual landing.
    expect(afterLoginPath(artisan, false, '/admin/artisan/8/demandes')).toBe('/admin/artisan/7');
    expect(afterLoginPath(artisan, false, '//evil.example/admin/artisan/7')).toBe('/admin/artisan/7');
    expect(afterLoginPath(artisan, false, '/admin/artisan/7/demandes?x=1')).toBe('/admin/artisan/7');
    expect(afterLoginPath(artisan, false, '/backoffice/admin/home')).toBe('/admin/artisan/7');
    expect(afterLoginPath({ role: 'ROLE_ADMIN', artisanId: null }, false, '/admin/artisan/8/demandes')).toBe(
      '/admin/artisan/8/demandes',
    );
    expect(afterLoginPath({ role: 'ROLE_PARTICULIER', artisanId: null }, false, '/admin/artisan/8')).toBe(
      '/',
    );
  });

  it('closes toasts after 2 s on the public site and 5 s in the back office', () => {
    expect(toastDurationFor('/metiers')).toBe(2000);
    expect(toastDurationFor('/backoffice/admin/home')).toBe(5000);
  });
});
