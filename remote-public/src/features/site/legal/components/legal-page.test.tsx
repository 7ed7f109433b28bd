import { act, screen } from '@testing-library/react';
import * as cgu from '@content/pages/cgu.md';
import * as privacy from '@content/pages/politique-confidentialite.md';
import * as reviewsPolicy from '@content/pages/fonctionnement-des-avis.md';
import { AVIS_LIMITS } from '@annuaire/shared/contract/avis';
import { PERTINENCE, TRADE_SORT_LABELS } from '@annuaire/shared/contract/artisan';
import { NOTE_SOURCE_LABELS } from '@annuaire/shared/contract/note';
import { DEMANDE_LIMITS } from '@annuaire/shared/contract/demande';
import { QUALIFICATION_VERIFICATION } from '@annuaire/shared/contract/qualification';
import { renderAt } from '../../test/render';
import { PRIVACY_DEMANDES_ANCHOR } from '../../../../utils/privacy-href';
import { LegalPage } from './legal-page';

describe('LegalPage', () => {
  it('shows the privacy notice of the spec: no visitor data, public artisan data, the four rights, cookies', () => {
    renderAt(<LegalPage page={privacy} />, '/politique-confidentialite');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Politique de confidentialité' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Politique de confidentialité – Annuaire des artisans');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      privacy.description,
    );
    expect(screen.getByText('Dernière mise à jour :', { exact: false })).toHaveTextContent(
      '30 novembre 2026',
    );
    expect(
      screen.getByRole('heading', { name: 'Visiteurs : aucune donnée personnelle collectée' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Artisans : des données rendues publiques' }),
    ).toBeInTheDocument();
    for (const right of [
      'droit d’accès',
      'droit de rectification',
      'droit à l’effacement',
      'droit à la limitation',
    ]) {
      expect(screen.getByText(right)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Cookies' })).toHaveAttribute('id', 'cookies');
    expect(screen.getByText(/sans collecter de données permettant de vous identifier/)).toBeInTheDocument();
  });

  it('says where the listings of the public registers come from, what stays unpublished, and how to object', () => {
    renderAt(<LegalPage page={privacy} />, '/politique-confidentialite');
    const heading = screen.getByRole('heading', {
      level: 2,
      name: 'Entreprises issues des registres publics',
    });
    const section: Element[] = [];
    for (let node = heading.nextElementSibling; node && node.tagName !== 'H2'; node = node.nextElementSibling)
      section.push(node);
    const text = section.map((node) => node.textContent ?? '').join(' ');
    for (const said of [
      'répertoire SIRENE de l’INSEE',
      'liste des entreprises RGE de l’ADEME',
      'intérêt légitime',
      'n’est pas publié',
      'sans être affichés',
      // A claim of a listing: what it collects, why, and how long an unsuccessful one is kept.
      'article 30',
      'supprimée 12 mois après sa clôture',
      'prestataire d’impression et d’envoi',
      'supprimée 30 jours après',
      'supprimés 30 jours après la décision',
    ])
      expect(text).toContain(said);
    const object = section
      .flatMap((node) => [...node.querySelectorAll('a')])
      .find((link) => link.textContent === 'Retirer une fiche de l’annuaire');
    expect(object).toHaveAttribute('href', '/retirer-une-fiche');
  });

  it('says what a request to artisans collects, why, for whom, how long, and how to use one’s rights', () => {
    renderAt(<LegalPage page={privacy} />, '/politique-confidentialite');
    // The anchor the request form's consent links to.
    const heading = screen.getByRole('heading', { level: 2, name: 'Demandes adressées aux artisans' });
    expect(heading).toHaveAttribute('id', PRIVACY_DEMANDES_ANCHOR);
    const section: string[] = [];
    for (
      let node = heading.nextElementSibling;
      node && node.tagName !== 'H2';
      node = node.nextElementSibling
    ) {
      section.push(node.textContent ?? '');
    }
    const text = section.join(' ');
    for (const collected of [
      'nom',
      'adresse e-mail',
      'téléphone (facultatif)',
      'code postal des travaux',
      'message',
    ]) {
      expect(text).toContain(collected);
    }
    expect(text).toContain('Base légale : votre consentement');
    expect(text).toContain('artisans choisis');
    expect(text).toContain('administrateurs de l’annuaire');
    expect(text).toContain(`${DEMANDE_LIMITS.retentionMonths} mois à compter de l’envoi`);
    expect(text).toMatch(/suppression automatique, chaque jour/);
    // Browsing still asks for nothing; contact and join messages follow the same 12 months.
    expect(
      screen.getByRole('heading', { name: 'Visiteurs : aucune donnée personnelle collectée' }),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('trois ans');
    expect(screen.getByText('droit de retirer votre consentement')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'formulaire de contact' })[0]).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('shows the terms of use with the rules on reviews and the legal notice', () => {
    renderAt(<LegalPage page={cgu} />, '/cgu');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Conditions générales d’utilisation' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Avis des clients' })).toHaveAttribute(
      'id',
      'avis-des-clients',
    );
    expect(screen.getByText('Les avis sont contrôlés.')).toBeInTheDocument();
    expect(screen.getByText(/L\. 111-7-2 du code de la consommation/)).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('link', { name: 'Comment fonctionnent les avis' })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/fonctionnement-des-avis#classement', '/fonctionnement-des-avis']);
    // Nothing left of the former rules: reviews are sortable by note and show their author's first name.
    expect(document.body).not.toHaveTextContent('aucun classement selon leur note');
    expect(document.body).not.toHaveTextContent('sans le nom de leur auteur');
    expect(screen.getByRole('heading', { level: 2, name: 'Mentions légales' })).toHaveAttribute(
      'id',
      'mentions-legales',
    );
  });

  it('says how reviews work, as the law asks, and how the trade pages order the artisans', () => {
    renderAt(<LegalPage page={reviewsPolicy} />, '/fonctionnement-des-avis');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Comment fonctionnent les avis' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Comment fonctionnent les avis – Annuaire des artisans');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      reviewsPolicy.description,
    );
    expect(screen.getByRole('navigation', { name: /fil d/i })).toHaveTextContent(
      'AccueilFonctionnement des avis',
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Les avis sont-ils contrôlés ?',
      'Comment un avis vérifié est recueilli, modéré et publié',
      'Laisser un avis sans invitation',
      'Contrepartie',
      'Délai de publication',
      'Durée de conservation',
      'Contacter l’auteur d’un avis',
      'Modification et suppression',
      'Réponse de l’artisan',
      'Signaler un avis',
      'Ordre des avis',
      'Note moyenne',
      'Classement',
    ]);
    const text = document.body.textContent ?? '';
    for (const law of ['L. 111-7-2', 'D. 111-17', 'D. 111-18']) expect(text).toContain(law);
    // Both sources, in the words each review shows, and the figures of the contract.
    expect(text).toContain(`« ${NOTE_SOURCE_LABELS.ADMINISTRATION} »`);
    expect(text).toContain(`« ${NOTE_SOURCE_LABELS.VERIFIE} »`);
    expect(text).toContain(`« ${NOTE_SOURCE_LABELS.NON_SOLLICITE} »`);
    expect(text).toContain(
      `valable ${AVIS_LIMITS.unsolicitedValidityDays} jours et utilisable une seule fois`,
    );
    expect(text).toContain(`au plus ${AVIS_LIMITS.unsolicitedPerHour} liens par heure`);
    expect(text).toContain('Un seul avis par client et par artisan');
    expect(text).toContain(
      `valable ${AVIS_LIMITS.invitationValidityDays} jours et utilisable une seule fois`,
    );
    expect(text).toContain(`au plus ${AVIS_LIMITS.invitationsPerDay} invitations par jour`);
    expect(text).toContain(`dans un délai de ${AVIS_LIMITS.moderationMaxDays} jours au plus`);
    expect(text).toContain(`pendant ${AVIS_LIMITS.reponseEditableHours} heures`);
    expect(text).toContain('Aucune contrepartie');
    expect(text).toContain('publié dès son enregistrement');
    expect(text).toContain('tant que l’artisan est référencé');
    expect(text).toContain('L’adresse e-mail de l’auteur n’est jamais publiée');
    expect(text).toContain('ne peut pas être modifié');
    expect(text).toContain('informé du motif par e-mail');
    expect(text).toContain('L’avis reste publié');
    expect(text).toContain('Signaler cet avis');
    for (const ground of [
      'propos injurieux, menaçants ou discriminatoires',
      'données personnelles',
      'hors sujet',
      'conflit d’intérêts',
      'l’auteur n’est pas client de cet artisan',
    ]) {
      expect(text).toContain(ground);
    }
    expect(text).toContain('gratuitement');
    expect(screen.getAllByRole('link', { name: 'formulaire de contact' })[0]).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(text).toContain('du plus récent au plus ancien');
    expect(text).toContain('moyenne arithmétique');
    expect(text).toContain('dès le premier avis');

    // The target of « Comment sont classés les artisans ? » on the trade pages.
    const ranking = screen.getByRole('heading', { level: 2, name: 'Classement' });
    expect(ranking).toHaveAttribute('id', 'classement');
    const section: string[] = [];
    for (let node = ranking.nextElementSibling; node; node = node.nextElementSibling) {
      section.push(node.textContent ?? '');
    }
    const rankingText = section.join(' ');
    // Each order by its label, with the contract's figures (PERTINENCE), and each filter.
    for (const label of Object.values(TRADE_SORT_LABELS)) expect(rankingText).toContain(label);
    expect(rankingText).toContain(
      `${PERTINENCE.priorWeight} avis à ${String(PERTINENCE.priorMean).replace('.', ',')} étoiles`,
    );
    expect(rankingText).toContain('avis vérifié compte double');
    expect(rankingText).toContain(`${String(PERTINENCE.profilePoint).replace('.', ',')} point par élément`);
    expect(rankingText).toContain(`${String(PERTINENCE.fastReplyPoint).replace('.', ',')} point`);
    // The badge's rule as the API applies it (DEMANDE_LIMITS): enough requests from distinct senders, none its own.
    expect(rankingText).toContain(
      `au moins ${DEMANDE_LIMITS.fastReplyMinRequests} demandes reçues par l’annuaire, envoyées par au moins ` +
        `${DEMANDE_LIMITS.fastReplyMinSenders} personnes différentes, traitées en moins de ` +
        `${DEMANDE_LIMITS.fastReplyMaxMedianHours} heures en médiane`,
    );
    expect(rankingText).toContain('les demandes que l’artisan s’envoie lui-même');
    expect(rankingText).toContain('ordre alphabétique du nom de l’entreprise');
    expect(rankingText).toContain('du plus proche au plus éloigné');
    expect(rankingText).toContain('qui interviennent à cette adresse');
    expect(rankingText).toContain('Note minimale');
    expect(rankingText).toContain('Avec avis');
    expect(rankingText).toContain('Aucun artisan ne peut payer pour être mieux placé');
    // Issue 21: the RGE filter (in the trade page's words) and badge, what they count, and where to check.
    expect(rankingText).toContain('Artisans RGE (qualification valide)');
    expect(rankingText).toContain('badge « RGE »');
    expect(rankingText).toContain('dont la période de validité couvre le jour de votre visite');
    // Only the qualifications the administration checked give the badge; the others are shown as declared.
    expect(rankingText).toContain('qualifications RGE vérifiées par l’administration de l’annuaire');
    expect(rankingText).toContain(`« ${QUALIFICATION_VERIFICATION.nonVerifiee} »`);
    expect(rankingText).toContain('annule la vérification');
    expect(rankingText).toContain(
      'Les qualifications et les assurances décennales expirées ne sont plus affichées',
    );
    const official = screen.getByRole('link', {
      name: 'annuaire officiel des entreprises RGE (s’ouvre dans un nouvel onglet)',
    });
    expect(official).toHaveAttribute('href', 'https://france-renov.gouv.fr/annuaire-rge');
    expect(official).toHaveAttribute('target', '_blank');
    expect(official).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('brings the section named in the URL into view and gives it the focus', () => {
    jest.useFakeTimers();
    // jsdom has no layout, hence no scrollIntoView.
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderAt(<LegalPage page={cgu} />, '/cgu#mentions-legales', '/cgu');
    act(() => {
      jest.runOnlyPendingTimers();
    });
    const heading = screen.getByRole('heading', { level: 2, name: 'Mentions légales' });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(heading).toHaveFocus();
    jest.useRealTimers();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
});
