import { QUALIFICATION_VERIFICATION } from '@annuaire/shared/contract/qualification';
import fs from 'node:fs';
import path from 'node:path';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchArtisanDetails } from '@annuaire/shared/client/artisan-details';
import { fetchAlternatives, fetchArtisan } from '@annuaire/shared/client/artisans';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { fetchNotesByArtisan } from '@annuaire/shared/client/notes';
import { useAuthStore } from '@annuaire/shared/auth/auth-store';
import type { ArtisanDetail } from '@annuaire/shared/contract/artisan-detail';
import { sendDemande } from '@annuaire/shared/client/demandes';
import { DEMANDE_MESSAGES } from '@annuaire/shared/contract/demande';
import type { Joignabilite } from '@annuaire/shared/contract/fiche-non-geree';
import { createQueryClient } from '@annuaire/shared/query/query-client';
import { DemandeDialog } from '../../../test/demande-dialog';
import { toggleDemandeArtisan } from '../../../hooks/use-demande-selection';
import { renderAt } from '../../../test/render-at';
import { renderOnServerThenHydrate } from '../../../test/server-html';
import { cardOf } from '../../../test/artisan-cards';
import { artisanQuery } from '../api/get-artisan';
import { artisanDetailsQuery } from '../api/get-artisan-details';
import { artisanNotesQuery } from '../api/get-artisan-notes';
import { publicArtisan as artisan, publicDetail, publicNote } from '../test/public-artisan';
import ArtisanPage from './artisan-page';

jest.mock('@annuaire/shared/client/artisans', () => ({
  fetchArtisan: jest.fn(),
  fetchAlternatives: jest.fn(),
}));
jest.mock('@annuaire/shared/client/artisan-details', () => ({ fetchArtisanDetails: jest.fn() }));
jest.mock('@annuaire/shared/client/notes', () => ({ fetchNotesByArtisan: jest.fn() }));
jest.mock('@annuaire/shared/client/demandes', () => ({ sendDemande: jest.fn() }));
jest.mock('@annuaire/shared/client/auth', () => ({
  postLogin: jest.fn(),
  postLogout: jest.fn().mockResolvedValue(undefined),
}));

const DETAILS: ArtisanDetail[] = [
  publicDetail({ id: 1, type: 'DESCRIPTION', description: 'Plombier depuis 12 ans à Tulle.' }),
  publicDetail({ id: 2, type: 'NORME', description: 'RGE', pathImg: '/uploads/artisans/7/rge.webp' }),
  publicDetail({
    id: 3,
    type: 'IMG_REALISATION',
    description: 'Cuisine',
    pathImg: '/uploads/artisans/7/a.webp',
  }),
  publicDetail({ id: 4, type: 'IMG_REALISATION', pathImg: '/uploads/artisans/7/b.webp' }),
  publicDetail({ id: 5, type: 'IMG_PRINCIPALE', pathImg: '/uploads/artisans/7/main.webp' }),
];

/** Qualifications and insurances (issue 21), their days far from the test's own (valid until 2099, expired in 2020). */
const QUALIBAT = publicDetail({
  id: 10,
  type: 'NORME',
  description: 'Installation de pompes à chaleur',
  organisme: 'Qualibat',
  numero: 'E-123456',
  dateDebut: '2024-03-13',
  dateFin: '2099-03-12',
  rge: true,
  verifiee: true,
  pathImg: '/uploads/artisans/7/qualibat.webp',
});
const HANDIBAT = publicDetail({
  id: 11,
  type: 'NORME',
  organisme: 'Handibat',
  numero: 'H 42',
  dateDebut: '2024-01-01',
  dateFin: '2099-01-01',
});
const RGE_A_VENIR = publicDetail({
  id: 12,
  type: 'NORME',
  description: 'Rénovation énergétique',
  organisme: 'Qualit’EnR',
  numero: 'QE-9',
  dateDebut: '2099-01-01',
  dateFin: '2099-12-31',
  rge: true,
});
const RGE_EXPIREE = publicDetail({
  id: 13,
  type: 'NORME',
  description: 'Isolation thermique',
  organisme: 'Qualibat',
  numero: 'E-000001',
  dateDebut: '2016-07-01',
  dateFin: '2020-06-30',
  rge: true,
});
const SMABTP = publicDetail({
  id: 20,
  type: 'ASSURANCE',
  description: 'Tous corps d’état',
  organisme: 'SMABTP',
  numero: 'POL-2024/778',
  dateDebut: '2025-01-01',
  dateFin: '2099-12-31',
});
const ASSURANCE_EXPIREE = publicDetail({
  id: 21,
  type: 'ASSURANCE',
  organisme: 'MAAF Pro',
  numero: 'M-1',
  dateDebut: '2019-01-01',
  dateFin: '2019-12-31',
});

function token(claims: Record<string, unknown>): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

function signIn(
  role: 'ROLE_ADMIN' | 'ROLE_ARTISAN',
  artisanId: number | null,
  exp = Date.now() / 1000 + 3600,
) {
  useAuthStore.setState({
    token: token({ sub: 1, role, artisanId, exp }),
    claims: { sub: 1, role, artisanId, exp },
  });
}

function renderPage(url = '/artisan/7') {
  const user = userEvent.setup();
  renderAt(<ArtisanPage DemandeDialog={DemandeDialog} />, { url, pattern: '/artisan/:artisanId' });
  return user;
}

/**
 * /artisan/7 as the server renders it (the route's three queries prefetched, as its server prefetch does), then
 * hydrated in the browser: the server's HTML, the container, the console errors and the root to unmount.
 */
async function renderProfileOnServer() {
  const client = createQueryClient();
  await Promise.all([
    client.prefetchQuery(artisanQuery(7)),
    client.prefetchQuery(artisanDetailsQuery(7)),
    client.prefetchQuery(artisanNotesQuery(7)),
  ]);
  return renderOnServerThenHydrate(client, <ArtisanPage DemandeDialog={DemandeDialog} />, {
    url: '/artisan/7',
    pattern: '/artisan/:artisanId',
  });
}

/** Fills the request dialog of « Plomberie Martin » as a visitor would, and sends it. */
async function sendFromDialog(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: 'Contacter Plomberie Martin' });
  await user.type(within(dialog).getByRole('textbox', { name: /^Nom/ }), 'Claire Martin');
  await user.type(within(dialog).getByRole('textbox', { name: /^E-mail/ }), 'claire@example.fr');
  await user.type(within(dialog).getByRole('textbox', { name: /^Code postal des travaux/ }), '19000');
  await user.type(
    within(dialog).getByRole('textbox', { name: /^Message/ }),
    'Une fuite sous l’évier, à réparer cette semaine.',
  );
  await user.click(within(dialog).getByRole('checkbox', { name: DEMANDE_MESSAGES.consentLabel }));
  await user.click(within(dialog).getByRole('button', { name: 'Envoyer ma demande' }));
  return dialog;
}

async function loaded() {
  return screen.findByRole('heading', { level: 1, name: 'Plomberie Martin' });
}

describe('ArtisanPage', () => {
  beforeEach(() => {
    useAuthStore.setState({ token: null, claims: null });
    jest.mocked(fetchArtisan).mockResolvedValue(artisan());
    jest.mocked(fetchArtisanDetails).mockResolvedValue(DETAILS);
    jest.mocked(fetchNotesByArtisan).mockResolvedValue([
      publicNote(),
      publicNote({
        id: 2,
        commentaire: null,
        nombreEtoiles: null,
        datePublication: '2025-11-03T09:00:00.000Z',
        dateExperience: '2025-10',
        auteur: 'Paul R.',
      }),
      publicNote({
        id: 3,
        commentaire: 'Un peu en retard.',
        nombreEtoiles: 3,
        datePublication: '2026-01-20T15:30:00.000Z',
        dateExperience: '2025-12',
        source: 'VERIFIE',
        auteur: 'Léa B.',
      }),
    ]);
  });
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('says "Chargement des données de l\'artisan..." while loading', async () => {
    jest.mocked(fetchArtisan).mockReturnValue(new Promise(() => undefined));
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent("Chargement des données de l'artisan...");
    // For screen readers; the eye sees the page's shape, in the page's own layout, hidden from them (issue 22).
    expect(screen.getByRole('status')).toHaveClass('visually-hidden');
    const skeleton = screen.getByTestId('artisan-skeleton');
    expect(skeleton).toHaveClass('hero');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton.querySelector('.mainImage [data-skeleton]')).toHaveStyle({ aspectRatio: '4 / 3' });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    // The details arrive meanwhile; the page waits for the profile.
    await act(async () => undefined);
  });

  it('shows the profile from two calls: name, image, experience, SIRET, SIREN, address and radius', async () => {
    renderPage();
    await loaded();
    expect(fetchArtisan).toHaveBeenCalledWith(7);
    expect(fetchArtisanDetails).toHaveBeenCalledWith(7);
    // The reviews come with the page (« Avis clients »).
    expect(fetchNotesByArtisan).toHaveBeenCalledWith(7);
    const image = screen.getByRole('img', { name: 'Atelier Martin' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image.getAttribute('srcset')).toContain('/uploads/artisans/7/main-480.webp 480w');
    expect(screen.getByText("12 ans d'expérience")).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Coordonnées' });
    expect(contact).toHaveTextContent('SIRET732 829 320 00074');
    expect(contact).toHaveTextContent('SIREN732 829 320');
    expect(contact).toHaveTextContent('12 rue de la Gare19000 TulleFrance');
    expect(contact).toHaveTextContent("Rayon d'activité30 km");
  });

  it('shows the phone and e-mail when the artisan allows both', async () => {
    renderPage();
    await loaded();
    // The number in pairs, dialled in its international form.
    expect(screen.getByRole('link', { name: '05 55 00 00 00' })).toHaveAttribute('href', 'tel:+33555000000');
    expect(screen.getByRole('link', { name: 'contact@martin.fr' })).toHaveAttribute(
      'href',
      'mailto:contact@martin.fr',
    );
  });

  it.each([
    ['TEL', true, false],
    ['MAIL', false, true],
    ['NOTHING', false, false],
    [null, false, false],
  ] as const)(
    'with personnalDataToShow %s shows the phone: %s, the e-mail: %s',
    async (visibility, phone, email) => {
      jest.mocked(fetchArtisan).mockResolvedValue(artisan({ personnalDataToShow: visibility }));
      renderPage();
      await loaded();
      expect(screen.queryByText('05 55 00 00 00') !== null).toBe(phone);
      expect(screen.queryByText('contact@martin.fr') !== null).toBe(email);
      expect(screen.queryByText(/^Cet artisan n'affiche ni téléphone ni e-mail/) !== null).toBe(
        !phone && !email,
      );
      // Whatever the artisan shows, a visitor can write to them, from the page's header (above the fold).
      const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
      expect(within(header).getByRole('button', { name: 'Contacter cet artisan' })).toBeInTheDocument();
    },
  );

  it('opens the request dialog for an artisan who shows neither phone nor e-mail, and sends to them', async () => {
    jest.mocked(fetchArtisan).mockResolvedValue(artisan({ personnalDataToShow: 'NOTHING' }));
    jest.mocked(sendDemande).mockResolvedValue({ message: DEMANDE_MESSAGES.sent });
    const user = renderPage();
    await loaded();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Contacter cet artisan' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Contacter Plomberie Martin' });
    const nom = within(dialog).getByRole('textbox', { name: /^Nom/ });
    expect(nom).toHaveFocus();
    expect(dialog).not.toHaveTextContent('05 55 00 00 00');
    expect(dialog).not.toHaveTextContent('contact@martin.fr');

    await sendFromDialog(user);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Votre demande a été transmise à l’artisan.',
    );
    expect(sendDemande).toHaveBeenCalledWith(expect.objectContaining({ artisanIds: [7] }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('adds the artisan to the tab’s request selection and asks the selection for a quote', async () => {
    toggleDemandeArtisan({ id: 3, entrepriseNom: 'Électricité Roux' }, true);
    toggleDemandeArtisan({ id: 4, entrepriseNom: 'Chauffage Breuil' }, true);
    const user = renderPage();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Ajouter à ma demande (2/3) : Plomberie Martin' }));
    expect(
      screen.getByRole('button', { name: 'Retirer de ma demande (3/3) : Plomberie Martin' }),
    ).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Demander un devis (3)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Demander un devis à 3 artisans' });
    expect(within(dialog).getByRole('list', { name: 'Artisans destinataires' })).toHaveTextContent(
      'Électricité RouxChauffage BreuilPlomberie Martin',
    );
    sessionStorage.clear();
  });

  it('shows « Répond rapidement », with what it means, only for an artisan who earned it', async () => {
    jest.mocked(fetchArtisan).mockResolvedValue(artisan({ repondRapidement: true }));
    renderPage();
    await loaded();
    const badge = screen.getByText('Répond rapidement');
    expect(badge).toHaveAttribute('title', 'Répond à la plupart des demandes en moins de 48 h');
    expect(badge).toHaveTextContent('Répond rapidement : répond à la plupart des demandes en moins de 48 h');
  });

  it('shows no « Répond rapidement » otherwise, and no badge for a NOTHING artisan either', async () => {
    jest.mocked(fetchArtisan).mockResolvedValue(artisan({ personnalDataToShow: 'NOTHING' }));
    renderPage();
    await loaded();
    expect(screen.queryByText(/Répond rapidement/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contacter cet artisan' })).toBeInTheDocument();
  });

  it('is rendered on the server with « Contacter cet artisan » and the badge, and hydrates without a difference', async () => {
    jest
      .mocked(fetchArtisan)
      .mockResolvedValue(artisan({ personnalDataToShow: 'NOTHING', repondRapidement: true }));
    const { html, container, errors, root } = await renderProfileOnServer();
    expect(html).toMatch(/<button[^>]*aria-disabled="true"[^>]*>.*?Contacter cet artisan/);
    expect(html).toContain('Répond rapidement');
    expect(html).toContain('dont 1 avis vérifié');
    expect(html).toMatch(/<a [^>]*href="\/fonctionnement-des-avis"[^>]*>Comment fonctionnent les avis<\/a>/);
    expect(html).not.toContain('role="dialog"');
    expect(errors).toEqual([]);
    const button = within(container).getByRole('button', { name: 'Contacter cet artisan' });
    expect(button).not.toHaveAttribute('aria-disabled');
    act(() => root.unmount());
    container.remove();
  });

  it('shows a phone that is not a French number as stored', async () => {
    jest.mocked(fetchArtisan).mockResolvedValue(artisan({ telephone: '32471234567' }));
    renderPage();
    await loaded();
    expect(screen.getByRole('link', { name: '32471234567' })).toHaveAttribute('href', 'tel:32471234567');
  });

  it('links the SIREN to the company’s public record, in a new tab that it announces', async () => {
    renderPage();
    await loaded();
    const contact = screen.getByRole('region', { name: 'Coordonnées' });
    const link = within(contact).getByRole('link', {
      name: '732 829 320 : fiche publique de l’entreprise sur l’Annuaire des Entreprises (s’ouvre dans un nouvel onglet)',
    });
    expect(link).toHaveAttribute('href', 'https://annuaire-entreprises.data.gouv.fr/entreprise/732829320');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('ends with « Retirer cette fiche de l’annuaire », the withdrawal form filled in with its SIRET and id', async () => {
    renderPage();
    await loaded();
    expect(screen.getByRole('link', { name: 'Retirer cette fiche de l’annuaire' })).toHaveAttribute(
      'href',
      '/retirer-une-fiche?siret=73282932000074&artisan=7',
    );
  });

  it('says « Entreprise créée en 2009 » under the years of experience when the founding date is known', async () => {
    jest.mocked(fetchArtisan).mockResolvedValue(artisan({ dateCreationEntreprise: '2009-05-12' }));
    renderPage();
    await loaded();
    const founded = screen.getByText('Entreprise créée en 2009');
    const experience = screen.getByText("12 ans d'expérience");
    expect(founded.closest('header')).toBe(experience.closest('header'));
    expect(experience.compareDocumentPosition(founded) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says nothing of the founding without its date', async () => {
    renderPage();
    await loaded();
    expect(screen.queryByText(/Entreprise créée/)).not.toBeInTheDocument();
  });

  it('is rendered on the server with the phone in pairs, the founding year and the SIREN link, and hydrates without a difference', async () => {
    jest.mocked(fetchArtisan).mockResolvedValue(artisan({ dateCreationEntreprise: '2009-05-12' }));
    const { html, container, errors, root } = await renderProfileOnServer();
    expect(html).toMatch(/<a href="tel:\+33555000000">05 55 00 00 00<\/a>/);
    expect(html).toContain('Entreprise créée en 2009');
    expect(html).toMatch(
      /<a href="https:\/\/annuaire-entreprises\.data\.gouv\.fr\/entreprise\/732829320" target="_blank" rel="noopener noreferrer"/,
    );
    expect(errors).toEqual([]);
    expect(within(container).getByText('Entreprise créée en 2009')).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });

  it('hides the years of experience when they are not set', async () => {
    jest.mocked(fetchArtisan).mockResolvedValue(artisan({ anneeExperience: null }));
    renderPage();
    await loaded();
    expect(screen.queryByText(/d'expérience/)).not.toBeInTheDocument();
  });

  it('shows the average in half stars with one decimal, and all reviews in a modal', async () => {
    const user = renderPage();
    await loaded();
    const rating = screen.getByRole('img', { name: 'Note : 4,3 sur 5 (2 avis)' });
    expect(rating.querySelectorAll('[data-fill="100"]')).toHaveLength(4);
    expect(rating.querySelectorAll('[data-fill="50"]')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Voir tous les avis' }));
    const dialog = screen.getByRole('dialog', { name: 'Tous les avis' });
    expect(await within(dialog).findByText('Travail soigné.')).toBeInTheDocument();
    expect(fetchNotesByArtisan).toHaveBeenCalledWith(7);
    // Newest first.
    const reviews = within(dialog).getAllByRole('listitem');
    expect(reviews).toHaveLength(3);
    expect(within(reviews[0]!).getByRole('img', { name: 'Note : 5,0 sur 5' })).toBeInTheDocument();
    expect(reviews[0]).toHaveTextContent('Publié le 12 mars 2026');
    expect(within(reviews[1]!).getByRole('img', { name: 'Note : 3,0 sur 5' })).toBeInTheDocument();
    expect(reviews[1]).toHaveTextContent('Un peu en retard.');
    // A missing count counts 5.
    expect(within(reviews[2]!).getByRole('img', { name: 'Note : 5,0 sur 5' })).toBeInTheDocument();
    expect(reviews[2]).toHaveTextContent('Sans commentaire.');
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voir tous les avis' }));
    expect(within(screen.getByRole('dialog')).getByText('Travail soigné.')).toBeInTheDocument();
    expect(fetchNotesByArtisan).toHaveBeenCalledTimes(1);
  });

  it('shows « Avis clients » on the profile: the distribution per star, the verified share and the latest reviews', async () => {
    jest.mocked(fetchNotesByArtisan).mockResolvedValue([
      publicNote({ id: 1, nombreEtoiles: 5, source: 'VERIFIE', auteur: 'Jeanne C.' }),
      publicNote({
        id: 2,
        nombreEtoiles: 2,
        source: 'VERIFIE',
        commentaire: 'Devis dépassé.',
        datePublication: '2026-03-20T10:00:00.000Z',
        reponse: { texte: 'Le dépassement venait d’une fuite cachée.', date: '2026-03-21T10:00:00.000Z' },
      }),
      publicNote({ id: 3, nombreEtoiles: 4, datePublication: '2026-02-01T10:00:00.000Z', auteur: 'Ali K.' }),
      publicNote({ id: 4, nombreEtoiles: 5, source: 'VERIFIE', datePublication: '2025-06-01T10:00:00.000Z' }),
    ]);
    const user = renderPage();
    await loaded();
    const section = screen.getByRole('region', { name: 'Avis clients' });
    await within(section).findByText('Devis dépassé.');
    expect(section).toHaveTextContent('75 % d’avis vérifiés (3 sur 4)');
    const rows = within(within(section).getByRole('list', { name: 'Répartition des notes' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      '5 étoiles : 2 avis',
      '4 étoiles : 1 avis',
      '3 étoiles : 0 avis',
      '2 étoiles : 1 avis',
      '1 étoile : 0 avis',
    ]);
    // The three latest, newest first, the reply under its review; the oldest waits in the modal.
    const latest = within(within(section).getByRole('list', { name: 'Derniers avis' })).getAllByRole(
      'listitem',
    );
    expect(latest).toHaveLength(3);
    expect(latest[0]).toHaveTextContent('Devis dépassé.');
    expect(latest[0]).toHaveTextContent('Réponse de l’artisan');
    expect(latest[0]).toHaveTextContent('Avis vérifié');
    expect(latest[2]).toHaveTextContent('Ali K.');
    await user.click(within(section).getByRole('button', { name: 'Lire les 4 avis' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Tous les avis' })).getAllByRole('listitem'),
    ).toHaveLength(4);
  });

  it('says "Chargement des avis..." while the reviews load', async () => {
    jest.mocked(fetchNotesByArtisan).mockReturnValue(new Promise(() => undefined));
    const user = renderPage();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Voir tous les avis' }));
    expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent(
      'Chargement des avis...',
    );
  });

  it('says when the reviews cannot be loaded', async () => {
    jest.mocked(fetchNotesByArtisan).mockRejectedValue(new ApiRequestError('Erreur', 500));
    const user = renderPage();
    await loaded();
    // Said in the « Avis clients » section, and in the modal.
    const section = screen.getByRole('region', { name: 'Avis clients' });
    expect(await within(section).findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'Les avis ne peuvent pas être chargés pour le moment.',
    );
    await user.click(screen.getByRole('button', { name: 'Voir tous les avis' }));
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(
      'Les avis ne peuvent pas être chargés pour le moment.',
    );
  });

  it('shows no average and no reviews button when there is no review', async () => {
    jest.mocked(fetchArtisan).mockResolvedValue(artisan({ moyenne: 0, nombreAvis: 0 }));
    jest.mocked(fetchNotesByArtisan).mockResolvedValue([]);
    renderPage();
    await loaded();
    const section = screen.getByRole('region', { name: 'Avis clients' });
    expect(await within(section).findByText('Cet artisan n’a pas encore d’avis publié.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Note/ })).not.toBeInTheDocument();
    expect(screen.getByText("Pas encore d'avis")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Voir tous les avis' })).not.toBeInTheDocument();
    expect(screen.queryByText(/vérifié/)).not.toBeInTheDocument();
    // How reviews work, even before the first one.
    expect(screen.getAllByRole('link', { name: 'Comment fonctionnent les avis' })[0]).toHaveAttribute(
      'href',
      '/fonctionnement-des-avis',
    );
  });

  it.each([
    [1, 2, 'dont 1 avis vérifié'],
    [3, 5, 'dont 3 avis vérifiés'],
    [0, 2, 'aucun avis vérifié pour l’instant'],
  ])(
    'says beside the average how many reviews are verified (%s of %s: « %s ») and how reviews work',
    async (verified, count, text) => {
      jest
        .mocked(fetchArtisan)
        .mockResolvedValue(artisan({ nombreAvis: count, nombreAvisVerifies: verified }));
      renderPage();
      await loaded();
      const rating = screen.getByRole('img', { name: `Note : 4,3 sur 5 (${count} avis)` });
      const block = rating.parentElement!;
      expect(block).toHaveTextContent(text);
      expect(
        within(block.parentElement!).getByRole('link', { name: 'Comment fonctionnent les avis' }),
      ).toHaveAttribute('href', '/fonctionnement-des-avis');
    },
  );

  it("has 'À propos de l'artisan' and the trades, linking to their pages", async () => {
    renderPage();
    await loaded();
    expect(screen.getByRole('region', { name: "À propos de l'artisan" })).toHaveTextContent(
      'Plombier depuis 12 ans à Tulle.',
    );
    const trades = screen.getByRole('region', { name: 'Spécialités' });
    expect(within(trades).getByRole('link', { name: 'Plombier' })).toHaveAttribute('href', '/metier/1');
    expect(within(trades).getByRole('link', { name: 'Chauffagiste' })).toHaveAttribute('href', '/metier/10');
  });

  it('opens the galleries in a keyboard-usable lightbox', async () => {
    const user = renderPage();
    await loaded();
    const norms = screen.getByRole('region', { name: 'Normes Acquises' });
    expect(within(norms).getAllByRole('button')).toHaveLength(1);
    const works = screen.getByRole('region', { name: 'Galerie de Réalisations' });
    const thumbs = within(works).getAllByRole('button');
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-label'))).toEqual([
      'Agrandir : Cuisine',
      'Agrandir : Réalisation 2',
    ]);
    expect(thumbs[0]!.querySelector('img')).toHaveAttribute('loading', 'lazy');
    // The caption the artisan gave is written under its picture; a picture without one has none.
    expect(thumbs[0]!.parentElement).toHaveTextContent('Cuisine');
    expect(thumbs[1]!.parentElement!.querySelector('p')).toBeNull();
    await user.click(thumbs[0]!);
    const lightbox = screen.getByRole('dialog', { name: 'Image 1 sur 2 : Cuisine' });
    expect(within(lightbox).getByText('Cuisine').tagName).toBe('FIGCAPTION');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Image 2 sur 2 : Réalisation 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Image suivante' })).toBeDisabled();
    // Closed on the second image: the focus comes back to its thumbnail, not to the first one clicked (issue 22).
    await user.keyboard('{Escape}');
    expect(thumbs[1]).toHaveFocus();
    await act(async () => undefined);
  });

  describe('print (issue 22)', () => {
    const css = fs.readFileSync(path.join(__dirname, 'artisan-page.module.css'), 'utf8');
    const print = css.slice(css.indexOf('@media print'));
    /** The selectors of the print rule whose declarations include `declaration`. */
    const hiddenBy = (declaration: RegExp) =>
      Array.from(print.matchAll(/([^{}]+)\{([^{}]*)\}/g))
        .filter(([, , body]) => declaration.test(body!))
        .flatMap(([, selectors]) => selectors!.split(',').map((selector) => selector.trim()));

    it('marks the page as the print stylesheet’s scope, and the works as left out', async () => {
      renderPage();
      await loaded();
      expect(screen.getByRole('heading', { level: 1 }).closest('article')).toHaveClass('printPage');
      expect(screen.getByRole('region', { name: 'Galerie de Réalisations' })).toHaveClass('printHidden');
      // What is printed stays in the page: name, trades, contact shown, address, qualifications.
      for (const name of ['Coordonnées', 'Spécialités', 'Normes Acquises', 'Assurance décennale']) {
        expect(screen.getByRole('region', { name })).not.toHaveClass('printHidden');
      }
    });

    it('hides the shell’s header and footer only while the artisan page is in the document, and every button', () => {
      const hidden = hiddenBy(/display:\s*none/);
      expect(hidden).toEqual(
        expect.arrayContaining([
          ':global(body):has(.printPage) :global(header:has(~ #contenu))',
          ':global(body):has(.printPage) :global(#contenu ~ footer)',
          '.printPage button',
          '.printPage :global(nav)',
          '.printPage .printHidden',
        ]),
      );
      // No print rule reaches the shell's landmarks without the page's scope: the stylesheet stays loaded after
      // the visitor leaves the page.
      for (const selector of hidden) {
        if (/header|footer|skip-link|sonner/.test(selector)) expect(selector).toMatch(/:has\(\.printPage\)/);
        else expect(selector).toMatch(/^\.printPage /);
      }
    });
  });

  it('says when a gallery or the description is empty', async () => {
    jest.mocked(fetchArtisanDetails).mockResolvedValue([]);
    renderPage();
    await loaded();
    expect(screen.getByText('Aucune norme ou certification renseignée.')).toBeInTheDocument();
    expect(screen.getByText('Aucune réalisation publiée pour le moment.')).toBeInTheDocument();
    expect(screen.getByText('Aucune assurance décennale renseignée.')).toBeInTheDocument();
    expect(screen.getByText("Cet artisan n'a pas encore rédigé de description.")).toBeInTheDocument();
  });

  describe('qualifications and insurance (issue 21)', () => {
    const normes = () => screen.getByRole('region', { name: 'Normes Acquises' });
    const assurance = () => screen.getByRole('region', { name: 'Assurance décennale' });
    const item = (region: HTMLElement, title: string) =>
      within(region).getByRole('heading', { level: 3, name: title }).closest('li')!;

    it('lists each qualification with its body, number, validity and, when RGE and valid, the badge', async () => {
      jest.mocked(fetchArtisanDetails).mockResolvedValue([...DETAILS, QUALIBAT, HANDIBAT, RGE_A_VENIR]);
      renderPage();
      await loaded();
      const qualibat = item(normes(), 'Installation de pompes à chaleur');
      expect(qualibat).toHaveTextContent('Qualibat');
      expect(within(qualibat).getByText('n° E-123456')).toBeInTheDocument();
      expect(within(qualibat).getByText('Valide jusqu’au 12 mars 2099')).toBeInTheDocument();
      const badge = within(qualibat).getByText('RGE');
      expect(badge).toHaveAttribute('title', 'Reconnu garant de l’environnement : qualification RGE valide');
      expect(badge).toHaveTextContent('RGE (reconnu garant de l’environnement : qualification RGE valide)');
      expect(qualibat).toHaveTextContent(QUALIFICATION_VERIFICATION.verifiee);
      expect(qualibat).not.toHaveTextContent(QUALIFICATION_VERIFICATION.nonVerifiee);

      // Without a title, the body names it; no RGE mention, no badge.
      const handibat = item(normes(), 'Handibat');
      expect(handibat).toHaveTextContent('n° H 42');
      expect(handibat).toHaveTextContent('Valide jusqu’au 1er janvier 2099');
      expect(within(handibat).queryByText(/RGE/)).not.toBeInTheDocument();
      expect(handibat).toHaveTextContent(QUALIFICATION_VERIFICATION.nonVerifiee);

      // Not valid yet: its dates, and no badge until it starts.
      const aVenir = item(normes(), 'Rénovation énergétique');
      expect(aVenir).toHaveTextContent('Qualit’EnR');
      expect(aVenir).toHaveTextContent('Valide du 1er janvier 2099 au 31 décembre 2099');
      expect(within(aVenir).queryByText(/RGE/)).not.toBeInTheDocument();
    });

    it('shows an RGE qualification nobody checked as declared by the artisan, without the badge', async () => {
      const declared = { ...QUALIBAT, verifiee: false };
      jest.mocked(fetchArtisanDetails).mockResolvedValue([...DETAILS, declared]);
      renderPage();
      await loaded();
      const qualibat = item(normes(), 'Installation de pompes à chaleur');
      expect(qualibat).toHaveTextContent('Valide jusqu’au 12 mars 2099');
      expect(within(qualibat).getByText(QUALIFICATION_VERIFICATION.nonVerifiee)).toBeInTheDocument();
      expect(within(qualibat).queryByText('RGE')).not.toBeInTheDocument();
    });

    it('opens the certificate’s picture and the pictures alone in one keyboard-usable lightbox', async () => {
      jest.mocked(fetchArtisanDetails).mockResolvedValue([...DETAILS, QUALIBAT, HANDIBAT]);
      const user = renderPage();
      await loaded();
      const thumbs = within(normes()).getAllByRole('button');
      expect(thumbs.map((thumb) => thumb.getAttribute('aria-label'))).toEqual([
        'Agrandir : Certificat : Installation de pompes à chaleur',
        'Agrandir : RGE',
      ]);
      expect(within(item(normes(), 'Installation de pompes à chaleur')).getByRole('button')).toBe(thumbs[0]);
      await user.click(thumbs[0]!);
      expect(
        screen.getByRole('dialog', { name: 'Image 1 sur 2 : Certificat : Installation de pompes à chaleur' }),
      ).toBeInTheDocument();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('dialog', { name: 'Image 2 sur 2 : RGE' })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      // Back on the thumbnail of the image last shown, in the gallery under the cards (issue 22).
      expect(thumbs[1]).toHaveFocus();
      await act(async () => undefined);
    });

    it('shows a certificate’s picture alone as before: a thumbnail, with no text', async () => {
      renderPage();
      await loaded();
      expect(within(normes()).queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
      expect(within(normes()).getByRole('button', { name: 'Agrandir : RGE' })).toBeInTheDocument();
      expect(normes()).not.toHaveTextContent(/Valide|n°/);
    });

    it('does not show an expired qualification or insurance, even in a list kept from the day before', async () => {
      jest.mocked(fetchArtisanDetails).mockResolvedValue([RGE_EXPIREE, ASSURANCE_EXPIREE]);
      renderPage();
      await loaded();
      expect(screen.queryByText('Isolation thermique')).not.toBeInTheDocument();
      expect(screen.queryByText(/Expirée/)).not.toBeInTheDocument();
      expect(screen.queryByText('MAAF Pro')).not.toBeInTheDocument();
      expect(normes()).toHaveTextContent('Aucune norme ou certification renseignée.');
      expect(assurance()).toHaveTextContent('Aucune assurance décennale renseignée.');
    });

    it('lists the ten-year insurance: the insurer, its cover, the policy number and the validity', async () => {
      jest.mocked(fetchArtisanDetails).mockResolvedValue([...DETAILS, SMABTP, ASSURANCE_EXPIREE]);
      renderPage();
      await loaded();
      const smabtp = item(assurance(), 'SMABTP');
      expect(smabtp).toHaveTextContent('Tous corps d’état');
      expect(within(smabtp).getByText('Police n° POL-2024/778')).toBeInTheDocument();
      expect(within(smabtp).getByText('Valide jusqu’au 31 décembre 2099')).toBeInTheDocument();
      expect(within(assurance()).getAllByRole('listitem')).toHaveLength(1);
      expect(within(assurance()).queryByRole('button')).not.toBeInTheDocument();
      expect(assurance()).not.toHaveTextContent('Aucune assurance décennale renseignée.');
      // After the qualifications, before the works.
      const works = screen.getByRole('region', { name: 'Galerie de Réalisations' });
      expect(normes().compareDocumentPosition(assurance()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(assurance().compareDocumentPosition(works) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it('says neutrally when no insurance is given', async () => {
      renderPage();
      await loaded();
      expect(assurance()).toHaveTextContent('Aucune assurance décennale renseignée.');
    });

    it('puts an « RGE » badge beside the name of an RGE artisan, saying what it means and leading to the qualifications', async () => {
      jest.mocked(fetchArtisan).mockResolvedValue(artisan({ rge: true }));
      jest.mocked(fetchArtisanDetails).mockResolvedValue([...DETAILS, QUALIBAT]);
      renderPage();
      const heading = await loaded();
      const link = screen.getByRole('link', {
        name: 'RGE (reconnu garant de l’environnement : au moins une qualification RGE valide aujourd’hui)',
      });
      expect(link).toHaveAttribute('href', '#artisan-normes');
      expect(link).toHaveAttribute(
        'title',
        'Reconnu garant de l’environnement : au moins une qualification RGE valide aujourd’hui',
      );
      expect(heading.parentElement).toContainElement(link);
      expect(normes()).toHaveAttribute('id', 'artisan-normes');
    });

    it('shows no « RGE » badge beside the name otherwise', async () => {
      jest.mocked(fetchArtisanDetails).mockResolvedValue([...DETAILS, HANDIBAT]);
      renderPage();
      await loaded();
      expect(screen.queryByRole('link', { name: /^RGE/ })).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 }).closest('header')).not.toHaveTextContent('RGE');
    });

    it('is rendered on the server with the qualifications, the insurance and the badges, and hydrates without a difference', async () => {
      jest.mocked(fetchArtisan).mockResolvedValue(artisan({ rge: true }));
      jest
        .mocked(fetchArtisanDetails)
        .mockResolvedValue([...DETAILS, QUALIBAT, RGE_A_VENIR, RGE_EXPIREE, SMABTP, ASSURANCE_EXPIREE]);
      const { html, container, errors, root } = await renderProfileOnServer();
      expect(html).toMatch(/<a href="#artisan-normes"[^>]*title="Reconnu garant de l’environnement/);
      expect(html).toContain('<section id="artisan-normes"');
      expect(html).toContain('Valide jusqu’au 12 mars 2099');
      expect(html).toContain('Valide du 1er janvier 2099 au 31 décembre 2099');
      expect(html).toContain('Police n°\u00a0POL-2024/778');
      expect(html).not.toContain('Isolation thermique');
      expect(html).not.toContain('MAAF Pro');
      expect(errors).toEqual([]);
      expect(within(container).getByRole('region', { name: 'Assurance décennale' })).toHaveTextContent(
        'SMABTP',
      );
      act(() => root.unmount());
      container.remove();
    });
  });

  it.each([
    ['a visitor', null, false],
    ['an admin', ['ROLE_ADMIN', null], true],
    ['the artisan of this profile', ['ROLE_ARTISAN', 7], true],
    ['another artisan', ['ROLE_ARTISAN', 8], false],
  ] as const)('shows "EDITER LE PROFIL" to %s: %s', async (_who, session, shown) => {
    if (session) signIn(session[0], session[1]);
    renderPage();
    await loaded();
    const link = screen.queryByRole('link', { name: 'EDITER LE PROFIL' });
    expect(link !== null).toBe(shown);
    if (link) expect(link).toHaveAttribute('href', '/admin/artisan/7');
  });

  it('logs an expired session out and hides "EDITER LE PROFIL"', async () => {
    signIn('ROLE_ADMIN', null, Date.now() / 1000 - 10);
    renderPage();
    await loaded();
    expect(screen.queryByRole('link', { name: 'EDITER LE PROFIL' })).not.toBeInTheDocument();
    expect(useAuthStore.getState().claims).toBeNull();
  });

  it('sets a title, a description and the LocalBusiness JSON-LD with its AggregateRating', async () => {
    renderPage();
    await loaded();
    expect(document.title).toBe('Plomberie Martin – Plombier, Chauffagiste à Tulle – Annuaire des artisans');
    const description = document.head.querySelector('meta[name="description"]')!.getAttribute('content')!;
    expect(description).toContain('Plomberie Martin, plombier, chauffagiste à Tulle (19000).');
    expect(description.length).toBeLessThanOrEqual(160);
    const script = document.head.querySelector('script[type="application/ld+json"]')!;
    const data = JSON.parse(script.textContent!);
    expect(data['@type']).toBe('Plumber');
    expect(data.name).toBe('Plomberie Martin');
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('puts the reviews shown with the page in the JSON-LD, newest first', async () => {
    renderPage();
    await loaded();
    await within(screen.getByRole('region', { name: 'Avis clients' })).findByText('Travail soigné.');
    const scripts = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0]!.textContent!);
    expect(data.aggregateRating).toMatchObject({ reviewCount: 2 });
    expect(data.review.map((review: { author: { name: string } }) => review.author.name)).toEqual([
      'Marie D.',
      'Léa B.',
      'Paul R.',
    ]);
    expect(data.review[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Marie D.' },
      datePublished: '2026-03-12T10:00:00.000Z',
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      reviewBody: 'Travail soigné.',
    });
  });

  it('shows « Zone d’intervention » under the contact details: the lazy map of the radius and its caption', async () => {
    renderPage();
    await loaded();
    const contact = screen.getByRole('region', { name: 'Coordonnées' });
    const figure = within(contact).getByRole('figure', {
      name: 'Rayon d’intervention : 30 km autour de Tulle',
    });
    const map = within(figure).getByRole('img', { name: 'Zone d’intervention : 30 km autour de Tulle' });
    expect(map).toHaveAttribute('src', '/api/artisan/7/zone.svg?r=30');
    expect(map).toHaveAttribute('width', '320');
    expect(map).toHaveAttribute('height', '240');
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map).toHaveAttribute('decoding', 'async');
    // After the address and the radius in words; the main image, eager, stays the page's first and largest.
    const radius = within(contact).getByText('30 km');
    expect(radius.compareDocumentPosition(figure) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const main = screen.getByRole('img', { name: 'Atelier Martin' });
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main.compareDocumentPosition(map) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each([
    ['without a position', { latitude: null, longitude: null }],
    ['with half a position', { latitude: 45.2667, longitude: null }],
  ])('shows no map of the area for an artisan %s', async (_case, position) => {
    jest.mocked(fetchArtisan).mockResolvedValue(artisan(position));
    renderPage();
    await loaded();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Zone d’intervention/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Rayon d’intervention/)).not.toBeInTheDocument();
    // The radius is still given in words.
    expect(screen.getByRole('region', { name: 'Coordonnées' })).toHaveTextContent("Rayon d'activité30 km");
  });

  it('is rendered on the server with the lazy map of the area, and hydrates without a difference', async () => {
    jest.mocked(fetchArtisan).mockResolvedValue(artisan({ rayonActivite: 20 }));
    const { html, container, errors, root } = await renderProfileOnServer();
    expect(html).toMatch(
      /<figure[^>]*><img [^>]*src="\/api\/artisan\/7\/zone\.svg\?r=20" width="320" height="240" loading="lazy" decoding="async" alt="Zone d’intervention : 20 km autour de Tulle"\/><figcaption[^>]*>Rayon d’intervention : 20 km autour de Tulle<\/figcaption><\/figure>/,
    );
    // Nothing asks the browser to fetch it early.
    expect(html).not.toMatch(/<link[^>]*zone\.svg/);
    expect(errors).toEqual([]);
    expect(
      within(container).getByRole('img', { name: 'Zone d’intervention : 20 km autour de Tulle' }),
    ).toHaveAttribute('loading', 'lazy');
    act(() => root.unmount());
    container.remove();
  });

  it('says when the artisan does not exist', async () => {
    jest.mocked(fetchArtisan).mockRejectedValue(new ApiRequestError('Artisan introuvable.', 404));
    renderPage('/artisan/999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Artisan introuvable.' }),
    ).toBeInTheDocument();
  });

  it('says « Cet établissement est fermé. » for a listing whose establishment closed (410), never « introuvable »', async () => {
    jest.mocked(fetchArtisan).mockRejectedValue(new ApiRequestError('Cet établissement est fermé.', 410));
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cet établissement est fermé.' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/a cessé son activité/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
    expect(document.title).toBe('Cet établissement est fermé. – Annuaire des artisans');
  });

  describe('a listing built from the public registers', () => {
    const registerListing = () =>
      artisan({
        telephone: null,
        email: null,
        personnalDataToShow: null,
        rayonActivite: 0,
        geree: false,
        registre: {
          sources: ['SIRENE', 'RGE'],
          miseAJourLe: '2026-11-02',
          trancheEffectifs: '3 à 5 salariés',
          positionPrecision: 'commune',
        },
      });

    it('says nobody manages it yet, offers the business to take it over, and offers no request', async () => {
      jest.mocked(fetchArtisan).mockResolvedValue(registerListing());
      renderPage();
      await loaded();
      expect(screen.getByText("Cette fiche n'est pas encore gérée par l'entreprise.")).toBeInTheDocument();
      // The claim of this very listing.
      expect(screen.getByRole('link', { name: "C'est votre entreprise ?" })).toHaveAttribute(
        'href',
        `/revendiquer?fiche=${registerListing().id}`,
      );
      expect(screen.queryByRole('button', { name: 'Contacter cet artisan' })).not.toBeInTheDocument();
      expect(screen.queryByText(/écrivez-lui avec « Contacter cet artisan »/)).not.toBeInTheDocument();
    });

    it('says where its facts come from, its workforce, and that its position is only its commune’s', async () => {
      jest.mocked(fetchArtisan).mockResolvedValue(registerListing());
      renderPage();
      await loaded();
      const contact = screen.getByRole('region', { name: 'Coordonnées' });
      expect(contact).toHaveTextContent('Effectif3 à 5 salariés');
      expect(contact).not.toHaveTextContent("Rayon d'activité");
      expect(contact).not.toHaveTextContent('Rayon d’intervention');
      expect(contact).toHaveTextContent('Position approximative : centre de la commune.');
      expect(contact).toHaveTextContent(
        "Fiche établie d'après le répertoire SIRENE (INSEE) et la liste des entreprises RGE (ADEME), mise à jour le 2 novembre 2026.",
      );
      expect(contact).not.toHaveTextContent('Fiche gérée');
    });

    it('says a listing of the registers its business took over is managed by it, and offers no claim', async () => {
      jest.mocked(fetchArtisan).mockResolvedValue({ ...registerListing(), geree: true });
      renderPage();
      await loaded();
      expect(screen.getByRole('region', { name: 'Coordonnées' })).toHaveTextContent(
        "Fiche gérée par l'entreprise. Fiche établie d'après le répertoire SIRENE (INSEE)",
      );
      expect(screen.queryByRole('link', { name: "C'est votre entreprise ?" })).not.toBeInTheDocument();
      expect(
        screen.queryByText("Cette fiche n'est pas encore gérée par l'entreprise."),
      ).not.toBeInTheDocument();
    });

    it('names ADEME’s list as the source of a qualification published from it', async () => {
      jest.mocked(fetchArtisan).mockResolvedValue(registerListing());
      jest
        .mocked(fetchArtisanDetails)
        .mockResolvedValue([{ ...QUALIBAT, pathImg: null, listeRgeDu: '2026-11-02' }]);
      renderPage();
      await loaded();
      expect(screen.getByText("D'après la liste RGE de l'ADEME du 2 novembre 2026")).toBeInTheDocument();
    });
  });

  describe('a listing nobody manages, by how a visitor may reach it', () => {
    const unmanaged = (joignabilite: Joignabilite, extra: Parameters<typeof artisan>[0] = {}) =>
      artisan({
        telephone: null,
        email: null,
        personnalDataToShow: null,
        rayonActivite: 0,
        geree: false,
        joignabilite,
        ...extra,
      });
    const NEAR = [
      cardOf(31, {
        entrepriseNom: 'Sanitaire Dubois',
        ville: 'Tulle',
        codePostal: '19000',
        couvre: true,
        distanceKm: 3.2,
      }),
      cardOf(32, { entrepriseNom: 'Eau et Chaleur' }),
    ];

    function header() {
      return screen.getByRole('heading', { level: 1 }).closest('header')!;
    }

    it('offers « Contacter cette entreprise » by its RGE e-mail, says how, and keeps the claim (PAR_EMAIL)', async () => {
      jest.mocked(fetchArtisan).mockResolvedValue(unmanaged('PAR_EMAIL'));
      renderPage();
      await loaded();
      const hero = within(header());
      expect(hero.getByRole('button', { name: 'Contacter cette entreprise' })).toBeInTheDocument();
      expect(
        hero.getByText(
          'Cette entreprise n’a pas encore revendiqué sa fiche : votre demande lui est transmise par e-mail, à l’adresse que publie la liste RGE de l’ADEME.',
        ),
      ).toBeInTheDocument();
      expect(hero.getByText("Cette fiche n'est pas encore gérée par l'entreprise.")).toBeInTheDocument();
      expect(hero.getByRole('link', { name: "C'est votre entreprise ?" })).toHaveAttribute(
        'href',
        '/revendiquer?fiche=7',
      );
      // A request to several artisans stays for managed ones; and nothing says it cannot be reached.
      expect(screen.queryByRole('button', { name: /Ajouter à ma demande/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Contacter cet artisan' })).not.toBeInTheDocument();
      expect(screen.queryByText(/ne peut pas (encore )?être jointe/)).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: /qui interviennent à/ })).not.toBeInTheDocument();
      expect(fetchAlternatives).not.toHaveBeenCalled();
    });

    it('opens the request dialog for this listing alone from « Contacter cette entreprise », and sends to it', async () => {
      toggleDemandeArtisan({ id: 3, entrepriseNom: 'Électricité Roux' }, true);
      jest.mocked(fetchArtisan).mockResolvedValue(unmanaged('PAR_EMAIL'));
      jest.mocked(sendDemande).mockResolvedValue({ message: DEMANDE_MESSAGES.sent });
      const user = renderPage();
      await loaded();
      const button = screen.getByRole('button', { name: 'Contacter cette entreprise' });
      await user.click(button);
      const dialog = await sendFromDialog(user);
      expect(await within(dialog).findByRole('status')).toHaveTextContent(DEMANDE_MESSAGES.sent);
      // This listing alone, whatever the tab's selection holds.
      expect(sendDemande).toHaveBeenCalledWith(expect.objectContaining({ artisanIds: [7] }));
      await user.keyboard('{Escape}');
      expect(button).toHaveFocus();
      sessionStorage.clear();
    });

    it('shows the API’s refusal in the dialog when the listing cannot be reached any more (409)', async () => {
      jest.mocked(fetchArtisan).mockResolvedValue(unmanaged('PAR_EMAIL'));
      const notYet = 'Cette entreprise ne peut pas encore être jointe par l’annuaire.';
      jest.mocked(sendDemande).mockRejectedValue(new ApiRequestError(notYet, 409));
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const user = renderPage();
      await loaded();
      await user.click(screen.getByRole('button', { name: 'Contacter cette entreprise' }));
      const dialog = await sendFromDialog(user);
      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent(notYet);
      expect(alert).not.toHaveTextContent('vous pouvez réessayer');
    });

    it.each([
      ['PLAFOND', 'Cette entreprise ne peut pas encore être jointe par l’annuaire.'],
      ['SANS_EMAIL', 'Cette entreprise ne peut pas encore être jointe par l’annuaire.'],
      ['REFUS', 'Cette entreprise ne peut pas être jointe par l’annuaire.'],
    ] as const)(
      'says a %s listing cannot be reached, keeps the claim, and offers the nearest artisans of its trade',
      async (joignabilite, text) => {
        jest.mocked(fetchArtisan).mockResolvedValue(unmanaged(joignabilite));
        jest.mocked(fetchAlternatives).mockResolvedValue(NEAR);
        renderPage();
        await loaded();
        const hero = within(header());
        expect(hero.getByText(text)).toBeInTheDocument();
        expect(hero.getByText("Cette fiche n'est pas encore gérée par l'entreprise.")).toBeInTheDocument();
        expect(hero.getByRole('link', { name: "C'est votre entreprise ?" })).toHaveAttribute(
          'href',
          '/revendiquer?fiche=7',
        );
        expect(screen.queryByRole('button', { name: /^Contacter/ })).not.toBeInTheDocument();
        expect(screen.queryByText(/votre demande lui est transmise par e-mail/)).not.toBeInTheDocument();

        // Its first trade, its town; a section under the page's h1, the cards' names under it.
        const section = screen.getByRole('region', { name: 'Artisans plombier qui interviennent à Tulle' });
        expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
          'Artisans plombier qui interviennent à Tulle',
        );
        const cards = await within(section).findAllByRole('heading', { level: 3 });
        expect(cards.map((card) => card.textContent)).toEqual(['Sanitaire Dubois', 'Eau et Chaleur']);
        expect(within(section).getByRole('link', { name: 'Sanitaire Dubois' })).toHaveAttribute(
          'href',
          '/artisan/31',
        );
        expect(within(section).getAllByText('Plombier')).toHaveLength(2);
        // The place is the listing's, not the visitor's: no « Intervient chez vous » on the cards.
        expect(section).not.toHaveTextContent('Intervient chez vous');
        expect(fetchAlternatives).toHaveBeenCalledWith(7);
        // Right under the hero, before the contact details.
        const contact = screen.getByRole('region', { name: 'Coordonnées' });
        expect(section.compareDocumentPosition(contact) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      },
    );

    it('names no trade in the alternatives’ title for a listing without one', async () => {
      jest.mocked(fetchArtisan).mockResolvedValue(unmanaged('SANS_EMAIL', { specialitesDetails: [] }));
      jest.mocked(fetchAlternatives).mockResolvedValue(NEAR);
      renderPage();
      await loaded();
      expect(
        screen.getByRole('heading', { level: 2, name: 'Artisans qui interviennent à Tulle' }),
      ).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: 'Eau et Chaleur' })).toBeInTheDocument();
    });

    it('says it is looking for artisans while they load', async () => {
      jest.mocked(fetchArtisan).mockResolvedValue(unmanaged('PLAFOND'));
      jest.mocked(fetchAlternatives).mockReturnValue(new Promise(() => undefined));
      renderPage();
      await loaded();
      const section = screen.getByRole('region', { name: 'Artisans plombier qui interviennent à Tulle' });
      expect(within(section).getByRole('status')).toHaveTextContent(
        'Recherche des artisans qui interviennent près d’ici…',
      );
      expect(within(section).getAllByTestId('artisan-card-skeleton')).toHaveLength(3);
    });

    it('says when no artisan of its trade serves the place yet', async () => {
      jest.mocked(fetchArtisan).mockResolvedValue(unmanaged('REFUS'));
      jest.mocked(fetchAlternatives).mockResolvedValue([]);
      renderPage();
      await loaded();
      const section = screen.getByRole('region', { name: 'Artisans plombier qui interviennent à Tulle' });
      expect(
        await within(section).findByText('Aucun artisan inscrit de ce métier n’intervient encore ici.'),
      ).toBeInTheDocument();
      expect(within(section).queryByRole('listitem')).not.toBeInTheDocument();
    });

    it('says when the artisans cannot be loaded, and asks again on « Réessayer »', async () => {
      jest.mocked(fetchArtisan).mockResolvedValue(unmanaged('PLAFOND'));
      jest
        .mocked(fetchAlternatives)
        .mockRejectedValueOnce(
          new ApiRequestError('Le serveur est injoignable. Vérifiez votre connexion et réessayez.', null),
        )
        .mockResolvedValue(NEAR);
      const user = renderPage();
      await loaded();
      const section = screen.getByRole('region', { name: 'Artisans plombier qui interviennent à Tulle' });
      expect(await within(section).findByRole('alert')).toHaveTextContent('Le serveur est injoignable.');
      await user.click(within(section).getByRole('button', { name: 'Réessayer' }));
      expect(await within(section).findByRole('link', { name: 'Sanitaire Dubois' })).toBeInTheDocument();
      expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
      expect(fetchAlternatives).toHaveBeenCalledTimes(2);
    });

    it('is rendered on the server with the alternatives loading, asks for them in the browser, and hydrates without a difference', async () => {
      jest.mocked(fetchArtisan).mockResolvedValue(unmanaged('REFUS'));
      jest.mocked(fetchAlternatives).mockResolvedValue(NEAR);
      const { html, container, errors, root } = await renderProfileOnServer();
      expect(html).toContain('Cette entreprise ne peut pas être jointe par l’annuaire.');
      expect(html).toContain('Artisans plombier qui interviennent à Tulle');
      expect(html).toContain('Recherche des artisans qui interviennent près d’ici…');
      // The visitor's place box, empty, rendered as the browser renders it (no hydration difference below).
      expect(html).toContain('Votre commune ou code postal');
      expect(html).not.toContain('Revenir à Tulle');
      expect(html).not.toContain('Sanitaire Dubois');
      expect(errors).toEqual([]);
      expect(await within(container).findByRole('link', { name: 'Sanitaire Dubois' })).toBeInTheDocument();
      act(() => root.unmount());
      container.remove();
    });
  });

  it('says when the profile cannot be loaded, and tries again on request', async () => {
    jest.mocked(fetchArtisanDetails).mockRejectedValueOnce(new ApiRequestError('Erreur', 500));
    const user = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Les données de l'artisan ne peuvent pas être chargées pour le moment.",
    );
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await loaded();
    await act(async () => undefined);
  });
});
