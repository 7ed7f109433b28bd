import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { toast } from '@annuaire/shared/ui/toast';
import { fetchAvisModeration, moderateAvis } from '@annuaire/shared/client/avis';
import { ApiRequestError } from '@annuaire/shared/client/http';
import {
  AVIS_MESSAGES,
  REFUS_MOTIF_LABELS,
  type AvisModeration,
  type AvisModerationList,
} from '@annuaire/shared/contract/avis';
import { AvisModerationPage } from './avis-moderation-page';

jest.mock('@annuaire/shared/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@annuaire/shared/client/avis');

// The lists are read on 2026-11-25 at 11:00 (Paris): a review received on the 20th is due on the 27th.
const NOW = Date.parse('2026-11-25T10:00:00.000Z');

function avis(overrides: Partial<AvisModeration> = {}): AvisModeration {
  return {
    id: 1,
    artisanId: 4,
    artisan: { id: 4, entrepriseNom: 'Atelier Martin' },
    commentaire: 'Travail soigné.\n\nJe recommande.',
    nombreEtoiles: 4,
    dateCreation: '2026-11-20T13:05:00.000Z',
    datePublication: '2026-11-20T13:05:00.000Z',
    dateExperience: '2026-10',
    source: 'VERIFIE',
    auteur: 'Marie D.',
    email: 'marie.durand@exemple.fr',
    reponse: null,
    signalement: null,
    statut: 'EN_ATTENTE',
    motifRefus: null,
    ...overrides,
  };
}

const marie = avis();
const late = avis({
  id: 2,
  artisanId: 9,
  artisan: { id: 9, entrepriseNom: 'Électricité Zola' },
  auteur: 'Paul R.',
  email: 'paul.r@exemple.fr',
  nombreEtoiles: 1,
  commentaire: null,
  dateCreation: '2026-11-16T08:00:00.000Z',
  datePublication: '2026-11-16T08:00:00.000Z',
});
const reported = avis({
  id: 3,
  auteur: 'Luc B.',
  email: null,
  source: 'ADMINISTRATION',
  statut: 'PUBLIE',
  nombreEtoiles: 2,
  commentaire: 'Jamais venu.',
  dateCreation: '2026-09-02T09:00:00.000Z',
  datePublication: '2026-09-03T09:00:00.000Z',
  dateExperience: '2026-08',
  reponse: { texte: 'Nous ne trouvons pas ce chantier.', date: '2026-09-04T09:00:00.000Z' },
  signalement: { motif: 'Ce client n’existe pas dans nos fichiers.', date: '2026-11-24T15:30:00.000Z' },
});

function lists(overrides: Partial<AvisModerationList> = {}): AvisModerationList {
  return { enAttente: [late, marie], signales: [reported], ...overrides };
}

function renderPage() {
  return render(withQueryClient(<AvisModerationPage />), { wrapper: MemoryRouter });
}

function section(name: RegExp) {
  return screen.getByRole('region', { name });
}

function card(name: string) {
  return screen.getByRole('article', { name });
}

beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('AvisModerationPage', () => {
  it('says it is loading, then shows the commitment and the reviews waiting, oldest first, whole', async () => {
    jest.mocked(fetchAvisModeration).mockResolvedValue(lists());
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Avis à modérer' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des avis à modérer...');
    const waiting = await screen.findByRole('region', { name: 'En attente (2)' });
    expect(document.title).toBe('Avis à modérer – Back-office – Annuaire des artisans');
    expect(screen.getByText(/Chaque avis est publié ou refusé dans les 7 jours/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comment fonctionnent les avis' })).toHaveAttribute(
      'href',
      '/fonctionnement-des-avis',
    );

    const cards = within(waiting).getAllByRole('article');
    expect(cards.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Avis de Paul R. sur Électricité Zola',
      'Avis de Marie D. sur Atelier Martin',
    ]);
    const first = within(cards[1]!);
    expect(first.getByRole('link', { name: 'Atelier Martin' })).toHaveAttribute('href', '/artisan/4');
    expect(cards[1]).toHaveTextContent('Note : 4 sur 5');
    expect(first.getByText(/Travail soigné/).textContent).toBe('Travail soigné.\n\nJe recommande.');
    expect(cards[1]).toHaveTextContent('Auteur : Marie D.');
    expect(first.getByRole('link', { name: 'marie.durand@exemple.fr' })).toHaveAttribute(
      'href',
      'mailto:marie.durand@exemple.fr',
    );
    expect(cards[1]).toHaveTextContent('Prestation : octobre 2026');
    expect(cards[1]).toHaveTextContent('Reçu le 20 novembre 2026');
    expect(cards[1]).toHaveTextContent('Avis vérifié');
    expect(cards[1]).toHaveTextContent('À décider avant le 27 novembre 2026 à 14 h 05 (il reste 2 jours)');
    expect(
      first.getByRole('button', { name: 'Publier l’avis de Marie D. sur Atelier Martin' }),
    ).toBeVisible();
    expect(
      first.getByRole('button', { name: 'Refuser l’avis de Marie D. sur Atelier Martin' }),
    ).toBeVisible();
  });

  it('says in words that a review is late, not by its colour alone', async () => {
    jest.mocked(fetchAvisModeration).mockResolvedValue(lists());
    renderPage();
    const paul = await screen.findByRole('article', { name: 'Avis de Paul R. sur Électricité Zola' });
    expect(paul).toHaveTextContent(
      'En retard : à décider avant le 23 novembre 2026 à 9 h 00 (délai dépassé de 2 jours)',
    );
    expect(paul).toHaveTextContent('Note : 1 sur 5');
    expect(paul).toHaveTextContent('Sans commentaire.');
  });

  it('shows the reported reviews with when and why their artisan reported them', async () => {
    jest.mocked(fetchAvisModeration).mockResolvedValue(lists());
    renderPage();
    const reportedList = await screen.findByRole('region', { name: 'Signalés par l’artisan (1)' });
    const luc = within(reportedList).getByRole('article', { name: 'Avis de Luc B. sur Atelier Martin' });
    expect(luc).toHaveTextContent('Signalé le 24 novembre 2026 à 16 h 30 par l’artisan. Sa raison :');
    expect(luc).toHaveTextContent('Ce client n’existe pas dans nos fichiers.');
    expect(luc).toHaveTextContent('Réponse de l’artisan :Nous ne trouvons pas ce chantier.');
    expect(luc).toHaveTextContent('E-mail : non communiqué');
    expect(luc).toHaveTextContent('Publié le 3 septembre 2026');
    expect(luc).toHaveTextContent('Saisi par l’administration');
    expect(luc).not.toHaveTextContent('À décider');
    expect(within(luc).getByRole('button', { name: /^Garder l’avis de Luc B\./ })).toBeVisible();
    expect(within(luc).getByRole('button', { name: /^Retirer l’avis de Luc B\./ })).toBeVisible();
  });

  it('says when there is nothing to moderate in either list', async () => {
    jest.mocked(fetchAvisModeration).mockResolvedValue(lists({ enAttente: [], signales: [] }));
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Aucun avis en attente de modération.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Aucun avis signalé.' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'En attente (0)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Signalés par l’artisan (0)' })).toBeInTheDocument();
  });

  it("shows the API's French message when the lists cannot be read, and tries again", async () => {
    jest.mocked(fetchAvisModeration).mockRejectedValueOnce(new ApiRequestError('Accès refusé.', 403));
    jest.mocked(fetchAvisModeration).mockResolvedValueOnce(lists());
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Accès refusé.');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('region', { name: 'En attente (2)' })).toBeInTheDocument();
  });

  it('publishes a review: the API is told, the toast uses its words, the review leaves and the focus goes on', async () => {
    jest.mocked(fetchAvisModeration).mockResolvedValue(lists());
    jest.mocked(moderateAvis).mockResolvedValue({ ...late, statut: 'PUBLIE' });
    const user = userEvent.setup();
    renderPage();
    const paul = await screen.findByRole('article', { name: 'Avis de Paul R. sur Électricité Zola' });
    jest.mocked(fetchAvisModeration).mockResolvedValue(lists({ enAttente: [marie] }));
    await user.click(within(paul).getByRole('button', { name: /^Publier/ }));
    expect(moderateAvis).toHaveBeenCalledWith(2, { decision: 'PUBLIER' });
    expect(toast.success).toHaveBeenCalledWith(AVIS_MESSAGES.moderationPublished);
    expect(paul).not.toBeInTheDocument();
    expect(section(/^En attente/)).toHaveAccessibleName('En attente (1)');
    await waitFor(() => expect(card('Avis de Marie D. sur Atelier Martin')).toHaveFocus());
    await waitFor(() => expect(fetchAvisModeration).toHaveBeenCalledTimes(2));
  });

  it('asks for the ground of a refusal, in French, before sending anything', async () => {
    jest.mocked(fetchAvisModeration).mockResolvedValue(lists());
    const user = userEvent.setup();
    renderPage();
    const marieCard = await screen.findByRole('article', { name: 'Avis de Marie D. sur Atelier Martin' });
    const refuse = within(marieCard).getByRole('button', { name: /^Refuser/ });
    await user.click(refuse);
    const dialog = screen.getByRole('dialog', { name: 'Refuser l’avis' });
    expect(dialog).toHaveAccessibleDescription('Avis de Marie D. sur Atelier Martin');
    const group = within(dialog).getByRole('radiogroup', { name: 'Motif du refus' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('li')?.textContent),
    ).toEqual(Object.values(REFUS_MOTIF_LABELS));
    expect(within(group).getAllByRole('radio')[0]).toHaveFocus();
    expect(dialog).toHaveTextContent('L’auteur recevra ce motif par e-mail (marie.durand@exemple.fr).');

    await user.click(within(dialog).getByRole('button', { name: 'Refuser l’avis' }));
    expect(within(dialog).getByText('Choisissez le motif du refus.')).toBeInTheDocument();
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(within(group).getAllByRole('radio')[0]).toHaveFocus();
    expect(moderateAvis).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(refuse).toHaveFocus();
  });

  it('keeps the keyboard in the dialog and closes it with Escape', async () => {
    jest.mocked(fetchAvisModeration).mockResolvedValue(lists());
    const user = userEvent.setup();
    renderPage();
    const marieCard = await screen.findByRole('article', { name: 'Avis de Marie D. sur Atelier Martin' });
    const refuse = within(marieCard).getByRole('button', { name: /^Refuser/ });
    refuse.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Refuser l’avis' });
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(within(dialog).getByRole('button', { name: 'Refuser l’avis' })).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(refuse).toHaveFocus();
  });

  it('refuses a review with the ground chosen: the API is told, the toast says the author is informed', async () => {
    jest.mocked(fetchAvisModeration).mockResolvedValue(lists());
    jest.mocked(moderateAvis).mockResolvedValue({ ...marie, statut: 'REFUSE', motifRefus: 'HORS_SUJET' });
    const user = userEvent.setup();
    renderPage();
    const marieCard = await screen.findByRole('article', { name: 'Avis de Marie D. sur Atelier Martin' });
    await user.click(within(marieCard).getByRole('button', { name: /^Refuser/ }));
    const dialog = screen.getByRole('dialog', { name: 'Refuser l’avis' });
    await user.click(within(dialog).getByRole('radio', { name: REFUS_MOTIF_LABELS.HORS_SUJET }));
    await user.click(within(dialog).getByRole('button', { name: 'Refuser l’avis' }));
    expect(moderateAvis).toHaveBeenCalledWith(1, { decision: 'REFUSER', motif: 'HORS_SUJET' });
    expect(toast.success).toHaveBeenCalledWith(AVIS_MESSAGES.moderationRefused);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(marieCard).not.toBeInTheDocument();
    // The last card of the list left: the focus goes to the card now in its place, the one before.
    await waitFor(() => expect(card('Avis de Paul R. sur Électricité Zola')).toHaveFocus());
  });

  it('keeps the dialog open with the ground chosen when the refusal fails for another reason', async () => {
    jest.mocked(fetchAvisModeration).mockResolvedValue(lists());
    jest
      .mocked(moderateAvis)
      .mockRejectedValue(new ApiRequestError('Service momentanément indisponible.', 503));
    const user = userEvent.setup();
    renderPage();
    const marieCard = await screen.findByRole('article', { name: 'Avis de Marie D. sur Atelier Martin' });
    await user.click(within(marieCard).getByRole('button', { name: /^Refuser/ }));
    const dialog = screen.getByRole('dialog', { name: 'Refuser l’avis' });
    await user.click(within(dialog).getByRole('radio', { name: REFUS_MOTIF_LABELS.INSULTES }));
    await user.click(within(dialog).getByRole('button', { name: 'Refuser l’avis' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Service momentanément indisponible.');
    expect(within(dialog).getByRole('radio', { name: REFUS_MOTIF_LABELS.INSULTES })).toBeChecked();
    expect(toast.success).not.toHaveBeenCalled();
    expect(marieCard).toBeInTheDocument();
  });

  it('says a review was already decided (409) and asks for the lists again, on a publication', async () => {
    jest.mocked(fetchAvisModeration).mockResolvedValue(lists());
    jest.mocked(moderateAvis).mockRejectedValue(new ApiRequestError(AVIS_MESSAGES.alreadyDecided, 409));
    const user = userEvent.setup();
    renderPage();
    const paul = await screen.findByRole('article', { name: 'Avis de Paul R. sur Électricité Zola' });
    jest.mocked(fetchAvisModeration).mockResolvedValue(lists({ enAttente: [marie] }));
    await user.click(within(paul).getByRole('button', { name: /^Publier/ }));
    expect(toast.error).toHaveBeenCalledWith(AVIS_MESSAGES.alreadyDecided);
    expect(toast.success).not.toHaveBeenCalled();
    await waitFor(() => expect(paul).not.toBeInTheDocument());
    expect(fetchAvisModeration).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { level: 2, name: 'En attente (1)' })).toBeInTheDocument();
    await waitFor(() => expect(card('Avis de Marie D. sur Atelier Martin')).toHaveFocus());
  });

  it('says a review was already decided (409) from the refusal dialog, closes it and refreshes the lists', async () => {
    jest.mocked(fetchAvisModeration).mockResolvedValue(lists());
    jest.mocked(moderateAvis).mockRejectedValue(new ApiRequestError(AVIS_MESSAGES.alreadyDecided, 409));
    const user = userEvent.setup();
    renderPage();
    const marieCard = await screen.findByRole('article', { name: 'Avis de Marie D. sur Atelier Martin' });
    jest.mocked(fetchAvisModeration).mockResolvedValue(lists({ enAttente: [late] }));
    await user.click(within(marieCard).getByRole('button', { name: /^Refuser/ }));
    const dialog = screen.getByRole('dialog', { name: 'Refuser l’avis' });
    await user.click(within(dialog).getByRole('radio', { name: REFUS_MOTIF_LABELS.PAS_CLIENT }));
    await user.click(within(dialog).getByRole('button', { name: 'Refuser l’avis' }));
    expect(toast.error).toHaveBeenCalledWith(AVIS_MESSAGES.alreadyDecided);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(marieCard).not.toBeInTheDocument());
    expect(fetchAvisModeration).toHaveBeenCalledTimes(2);
  });

  it('keeps a reported review: PUBLIER, the toast says the report is dismissed, the list says none is left', async () => {
    jest.mocked(fetchAvisModeration).mockResolvedValue(lists());
    jest.mocked(moderateAvis).mockResolvedValue({ ...reported, signalement: null });
    const user = userEvent.setup();
    renderPage();
    const luc = await screen.findByRole('article', { name: 'Avis de Luc B. sur Atelier Martin' });
    jest.mocked(fetchAvisModeration).mockResolvedValue(lists({ signales: [] }));
    await user.click(within(luc).getByRole('button', { name: /^Garder l’avis/ }));
    expect(moderateAvis).toHaveBeenCalledWith(3, { decision: 'PUBLIER' });
    expect(toast.success).toHaveBeenCalledWith(AVIS_MESSAGES.moderationKept);
    expect(screen.getByRole('heading', { level: 3, name: 'Aucun avis signalé.' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Signalés par l’artisan (0)' })).toHaveFocus(),
    );
  });

  it('withdraws a reported review with a ground, in the same dialog', async () => {
    jest.mocked(fetchAvisModeration).mockResolvedValue(lists());
    jest.mocked(moderateAvis).mockResolvedValue({ ...reported, statut: 'REFUSE', motifRefus: 'PAS_CLIENT' });
    const user = userEvent.setup();
    renderPage();
    const luc = await screen.findByRole('article', { name: 'Avis de Luc B. sur Atelier Martin' });
    await user.click(within(luc).getByRole('button', { name: /^Retirer l’avis/ }));
    const dialog = screen.getByRole('dialog', { name: 'Retirer l’avis' });
    expect(dialog).toHaveTextContent(
      'Cet avis n’a pas d’adresse e-mail : son auteur ne sera pas informé du motif.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Retirer l’avis' }));
    expect(within(dialog).getByText('Choisissez le motif du refus.')).toBeInTheDocument();
    expect(moderateAvis).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('radio', { name: REFUS_MOTIF_LABELS.PAS_CLIENT }));
    expect(within(dialog).queryByText('Choisissez le motif du refus.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retirer l’avis' }));
    expect(moderateAvis).toHaveBeenCalledWith(3, { decision: 'REFUSER', motif: 'PAS_CLIENT' });
    expect(toast.success).toHaveBeenCalledWith(AVIS_MESSAGES.moderationWithdrawn);
    expect(luc).not.toBeInTheDocument();
  });

  it('shows the French message of another failure of a publication and keeps the review', async () => {
    jest.mocked(fetchAvisModeration).mockResolvedValue(lists());
    jest.mocked(moderateAvis).mockRejectedValue(new ApiRequestError('Avis introuvable.', 404));
    const user = userEvent.setup();
    renderPage();
    const paul = await screen.findByRole('article', { name: 'Avis de Paul R. sur Électricité Zola' });
    const publish = within(paul).getByRole('button', { name: /^Publier/ });
    await user.click(publish);
    expect(toast.error).toHaveBeenCalledWith('Avis introuvable.');
    await act(async () => undefined);
    expect(paul).toBeInTheDocument();
    expect(publish).toBeEnabled();
  });
});
