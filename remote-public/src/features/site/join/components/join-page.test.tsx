import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { sendJoinRequest } from '@annuaire/shared/client/messages';
import { fetchRecherche } from '@annuaire/shared/client/recherche';
import type { ArtisanCard } from '@annuaire/shared/contract/artisan';
import { JOIN_SIRET_TEXTS } from '@annuaire/shared/contract/message';
import type { RecherchePage } from '@annuaire/shared/contract/recherche';
import { REVENDICATION_CONTEST_TEXTS } from '@annuaire/shared/contract/revendication';
import { stubFormData } from '../../../../test/render-at';
import { renderAt } from '../../test/render';
import { JoinPage } from './join-page';

jest.mock('@annuaire/shared/client/messages', () => ({ sendJoinRequest: jest.fn() }));
jest.mock('@annuaire/shared/client/specialites', () => ({
  fetchSpecialites: jest.fn(async () => [{ id: 3, metier: 'Couvreur', pathImg: null, nombreArtisans: 0 }]),
}));
jest.mock('@annuaire/shared/client/recherche', () => ({ fetchRecherche: jest.fn() }));
const search = jest.mocked(fetchRecherche);
const send = jest.mocked(sendJoinRequest);

const SIRET_INVALID = 'SIRET invalide : 14 chiffres avec une clé de contrôle valide.';
const UNREACHABLE = 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.';

/** The card the search answers for the demo listing of SIRET 812 345 676 00017. */
function listing(geree: boolean): ArtisanCard {
  return {
    id: 12,
    entrepriseNom: 'Plomberie du Puy Saint Clair',
    ville: 'Tulle',
    codePostal: '19000',
    rayonActivite: 0,
    latitude: 45.2631,
    longitude: 1.77,
    imagePrincipale: null,
    specialites: [{ id: 7, metier: 'Plombier' }],
    moyenne: 0,
    nombreAvis: 0,
    rge: true,
    positionApprochee: false,
    geree,
    depannageUrgence: false,
    disponibleSousJours: null,
  };
}

/** GET /api/recherche's answer to 14 digits: the open listings of that SIRET. */
function answer(items: ArtisanCard[], q = '81234567600017'): RecherchePage {
  return {
    q,
    mode: 'siret',
    items,
    total: items.length,
    totalPlafonne: false,
    page: 1,
    size: 20,
    pageCount: 1,
  };
}

const siretField = () => screen.getByLabelText(JOIN_SIRET_TEXTS.siretLabel);
const location = () => screen.getByTestId('location');

/** Types a SIRET in the first step and presses « Continuer ». */
async function continueWith(siret: string) {
  await userEvent.type(siretField(), siret);
  await userEvent.click(screen.getByRole('button', { name: JOIN_SIRET_TEXTS.submit }));
}

beforeEach(() => {
  // « Continuer » navigates (a transition): see stubFormData.
  stubFormData();
});

describe('JoinPage', () => {
  it('is titled NOUS REJOINDRE, with a meta description, the three benefits and the SIRET first', async () => {
    renderAt(<JoinPage />, '/join');
    expect(screen.getByRole('heading', { level: 1, name: 'NOUS REJOINDRE' })).toBeInTheDocument();
    expect(document.title).toBe('Nous rejoindre – Annuaire des artisans');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Rejoignez l’Annuaire des artisans'),
    );
    const benefits = within(screen.getByRole('region', { name: 'Pourquoi nous rejoindre ?' }));
    expect(benefits.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Plus de clients grâce à des projets ciblés',
      'Un accompagnement personnalisé',
      'Rejoignez une communauté d’artisans reconnus',
    ]);
    const step = within(screen.getByRole('form', { name: JOIN_SIRET_TEXTS.title }));
    expect(step.getByRole('heading', { level: 2, name: JOIN_SIRET_TEXTS.title })).toBeInTheDocument();
    expect(step.getByText('Inscription gratuite, réponse sous 48 h')).toBeInTheDocument();
    expect(siretField()).toBeRequired();
    expect(siretField()).toHaveAttribute('inputmode', 'numeric');
    expect(siretField()).toHaveAccessibleDescription(JOIN_SIRET_TEXTS.siretHint);
    expect(step.getByRole('button', { name: JOIN_SIRET_TEXTS.submit })).toBeInTheDocument();
    // The join form comes after the SIRET, when the directory does not hold it.
    expect(screen.queryByRole('button', { name: 'Envoyer ma demande' })).not.toBeInTheDocument();
    expect(search).not.toHaveBeenCalled();
  });

  it('refuses a missing SIRET and one whose key is wrong next to the field, and asks nothing', async () => {
    renderAt(<JoinPage />, '/join');
    await userEvent.click(screen.getByRole('button', { name: JOIN_SIRET_TEXTS.submit }));
    expect(siretField()).toHaveAccessibleDescription(expect.stringContaining('Le SIRET est obligatoire.'));
    expect(siretField()).toHaveAttribute('aria-invalid', 'true');
    await continueWith('732 829 320 00075');
    expect(siretField()).toHaveAccessibleDescription(expect.stringContaining(SIRET_INVALID));
    expect(siretField()).toHaveFocus();
    expect(search).not.toHaveBeenCalled();
    expect(location()).toHaveTextContent(/^\/join$/);
  });

  it('offers to claim a listing nobody manages, its heading focused, the SIRET in the address', async () => {
    search.mockResolvedValue(answer([listing(false)]));
    renderAt(<JoinPage />, '/join');
    await continueWith('812 345 676 00017');
    const heading = await screen.findByRole('heading', { level: 2, name: JOIN_SIRET_TEXTS.unmanagedTitle });
    expect(heading).toHaveFocus();
    expect(search).toHaveBeenCalledWith({ q: '81234567600017', page: 1 });
    expect(location()).toHaveTextContent('/join?siret=81234567600017');
    const outcome = within(screen.getByRole('region', { name: JOIN_SIRET_TEXTS.unmanagedTitle }));
    expect(
      outcome.getByText(JOIN_SIRET_TEXTS.unmanagedText('Plomberie du Puy Saint Clair', 'Tulle')),
    ).toBeInTheDocument();
    expect(outcome.getByText(/Plomberie du Puy Saint Clair \(Tulle\) figure déjà/)).toBeInTheDocument();
    expect(outcome.getByRole('link', { name: JOIN_SIRET_TEXTS.claim })).toHaveAttribute(
      'href',
      '/revendiquer?fiche=12',
    );
    expect(outcome.getByRole('link', { name: JOIN_SIRET_TEXTS.viewListing })).toHaveAttribute(
      'href',
      '/artisan/12',
    );
    expect(outcome.getByText('812 345 676 00017')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Envoyer ma demande' })).not.toBeInTheDocument();
  });

  it('says a managed listing has its account: log in, reset the password, contest it or write to us', async () => {
    search.mockResolvedValue(answer([listing(true)]));
    renderAt(<JoinPage />, '/join');
    await continueWith('81234567600017');
    const heading = await screen.findByRole('heading', { level: 2, name: JOIN_SIRET_TEXTS.managedTitle });
    expect(heading).toHaveFocus();
    const outcome = within(screen.getByRole('region', { name: JOIN_SIRET_TEXTS.managedTitle }));
    expect(outcome.getByText(/La fiche de Plomberie du Puy Saint Clair \(Tulle\)/)).toBeInTheDocument();
    expect(outcome.getByRole('link', { name: JOIN_SIRET_TEXTS.login })).toHaveAttribute('href', '/admin');
    expect(outcome.getByRole('link', { name: JOIN_SIRET_TEXTS.forgotPassword })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    const mistake = outcome.getByText(JOIN_SIRET_TEXTS.mistake, { exact: false });
    // The mistake leads to the contest of that listing, the team's contact second.
    expect(within(mistake).getByRole('link', { name: REVENDICATION_CONTEST_TEXTS.joinLink })).toHaveAttribute(
      'href',
      '/revendiquer?fiche=12&contester=1',
    );
    expect(outcome.getByRole('link', { name: JOIN_SIRET_TEXTS.contact })).toHaveAttribute('href', '/contact');
    expect(outcome.queryByRole('link', { name: JOIN_SIRET_TEXTS.claim })).not.toBeInTheDocument();
  });

  it('shows the join form under a note when no listing has the SIRET, the SIRET filled in and editable', async () => {
    search.mockResolvedValue(answer([], '73282932000074'));
    send.mockResolvedValue({ message: 'Message envoyé avec succès !' });
    renderAt(<JoinPage />, '/join');
    await continueWith('732 829 320 00074');
    const heading = await screen.findByRole('heading', { level: 2, name: JOIN_SIRET_TEXTS.notFoundTitle });
    expect(heading).toHaveFocus();
    expect(screen.getByText(JOIN_SIRET_TEXTS.notFoundText)).toBeInTheDocument();
    expect(location()).toHaveTextContent('/join?siret=73282932000074');
    // The headings in order: the page's, the benefits', the note's, then the form's.
    expect(screen.getAllByRole('heading', { level: 2 }).map((title) => title.textContent)).toEqual([
      'Pourquoi nous rejoindre ?',
      JOIN_SIRET_TEXTS.notFoundTitle,
      'Votre demande d’inscription',
    ]);
    const form = within(screen.getByRole('form', { name: 'Votre demande d’inscription' }));
    const siret = form.getByLabelText('SIRET');
    expect(siret).toHaveValue('732 829 320 00074');
    expect(siret).not.toHaveAttribute('readonly');
    expect(await form.findByRole('option', { name: 'Couvreur' })).toBeInTheDocument();

    // The form's own rules: everything else is required, the SIRET given is not in error.
    await userEvent.click(form.getByRole('button', { name: 'Envoyer ma demande' }));
    expect(form.getByLabelText('Nom')).toHaveAccessibleDescription('Le nom est obligatoire.');
    expect(siret).not.toHaveAttribute('aria-invalid');

    await userEvent.type(form.getByLabelText('Nom'), 'Durand');
    await userEvent.type(form.getByLabelText('Prénom'), 'Paul');
    await userEvent.type(form.getByLabelText('E-mail'), 'paul.durand@example.fr');
    await userEvent.type(form.getByLabelText('Téléphone'), '0555123456');
    await userEvent.type(form.getByLabelText('Nom de l’entreprise'), 'Durand Couverture');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Métier' }), 'Couvreur');
    await userEvent.type(form.getByLabelText('Ville'), 'Brive-la-Gaillarde');
    await userEvent.click(form.getByRole('button', { name: 'Envoyer ma demande' }));
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ siret: '73282932000074' }));
    expect(await form.findByText('Message envoyé avec succès !')).toBeInTheDocument();
  });

  it('goes back to the first step with « Modifier le SIRET », the SIRET kept and focused', async () => {
    search.mockResolvedValue(answer([listing(false)]));
    renderAt(<JoinPage />, '/join');
    await continueWith('81234567600017');
    await screen.findByRole('heading', { name: JOIN_SIRET_TEXTS.unmanagedTitle });
    await userEvent.click(screen.getByRole('button', { name: JOIN_SIRET_TEXTS.change }));
    expect(location()).toHaveTextContent(/^\/join$/);
    expect(siretField()).toHaveValue('812 345 676 00017');
    expect(siretField()).toHaveFocus();
    expect(screen.queryByRole('heading', { name: JOIN_SIRET_TEXTS.unmanagedTitle })).not.toBeInTheDocument();

    // From the join form too.
    search.mockResolvedValue(answer([], '73282932000074'));
    await userEvent.clear(siretField());
    await continueWith('73282932000074');
    await screen.findByRole('form', { name: 'Votre demande d’inscription' });
    await userEvent.click(screen.getByRole('button', { name: JOIN_SIRET_TEXTS.change }));
    expect(siretField()).toHaveValue('732 829 320 00074');
    expect(screen.queryByRole('form', { name: 'Votre demande d’inscription' })).not.toBeInTheDocument();
  });

  it('opens at the outcome the address’s SIRET gives, without moving the focus', async () => {
    search.mockResolvedValue(answer([listing(false)]));
    renderAt(<JoinPage />, '/join?siret=81234567600017');
    const heading = await screen.findByRole('heading', { name: JOIN_SIRET_TEXTS.unmanagedTitle });
    expect(heading).not.toHaveFocus();
    expect(search).toHaveBeenCalledWith({ q: '81234567600017', page: 1 });
    expect(screen.queryByLabelText(JOIN_SIRET_TEXTS.siretLabel)).not.toBeInTheDocument();
  });

  it('reads a SIRET the browser sent with its spaces, and opens the first step on a wrong one', async () => {
    search.mockResolvedValue(answer([listing(true)]));
    const { unmount } = renderAt(<JoinPage />, '/join?siret=812+345+676+00017');
    expect(await screen.findByRole('heading', { name: JOIN_SIRET_TEXTS.managedTitle })).toBeInTheDocument();
    expect(search).toHaveBeenCalledWith({ q: '81234567600017', page: 1 });
    unmount();

    search.mockClear();
    renderAt(<JoinPage />, '/join?siret=81234567600018');
    expect(siretField()).toHaveValue('81234567600018');
    expect(siretField()).toHaveAccessibleDescription(expect.stringContaining(SIRET_INVALID));
    await userEvent.type(siretField(), '{Backspace}7');
    expect(siretField()).not.toHaveAttribute('aria-invalid');
    expect(search).not.toHaveBeenCalled();
  });

  it('says why the directory could not be asked, and asks again with « Réessayer »', async () => {
    search.mockRejectedValueOnce(new ApiRequestError(UNREACHABLE, null));
    search.mockResolvedValueOnce(answer([listing(false)]));
    renderAt(<JoinPage />, '/join');
    await continueWith('81234567600017');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(UNREACHABLE);
    expect(screen.getByRole('button', { name: JOIN_SIRET_TEXTS.change })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    const heading = await screen.findByRole('heading', { name: JOIN_SIRET_TEXTS.unmanagedTitle });
    expect(heading).toHaveFocus();
    expect(search).toHaveBeenCalledTimes(2);
  });
});
