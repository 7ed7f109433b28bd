import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { createArtisan } from '@annuaire/shared/client/artisans';
import { setMessageHandled } from '@annuaire/shared/client/messages';
import { fetchSpecialites } from '@annuaire/shared/client/specialites';
import { createUser, fetchFreeUsersPage, fetchUser } from '@annuaire/shared/client/users';
import type { Artisan } from '@annuaire/shared/contract/artisan';
import type { User } from '@annuaire/shared/contract/user';
import { toast } from '@annuaire/shared/ui/toast';
import type { JoinMessage } from '../features/messages/components/messages-page';
import { JoinFlow, usernameOf } from './join-flow';

jest.mock('@annuaire/shared/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@annuaire/shared/client/artisans');
jest.mock('@annuaire/shared/client/messages');
jest.mock('@annuaire/shared/client/specialites');
jest.mock('@annuaire/shared/client/users');
jest.mock('@annuaire/shared/client/geo');

const message: JoinMessage = {
  id: 2,
  kind: 'JOIN',
  status: 'SENT',
  payload: {
    nom: 'Roche',
    prenom: 'Marc',
    email: 'marc@roche.fr',
    phone: '0611223344',
    message: 'Couvreur.',
  },
  attempts: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  sentAt: '2026-11-20T10:00:05.000Z',
  handledAt: null,
};
const created: User = {
  id: 12,
  email: 'marc@roche.fr',
  username: 'marc.roche',
  telephone: '0611223344',
  role: 'ROLE_ARTISAN',
  personnalDataToShow: null,
  pendingActivation: false,
};
const existing: User = { ...created, id: 8, username: 'mroche', email: 'contact@roche.fr' };

beforeEach(() => {
  jest.mocked(createUser).mockResolvedValue(created);
  // The owner combobox's answer for any search: the two free accounts.
  jest
    .mocked(fetchFreeUsersPage)
    .mockResolvedValue({ items: [existing, created], total: 2, page: 1, size: 20, pageCount: 1 });
  jest
    .mocked(fetchSpecialites)
    .mockResolvedValue([{ id: 1, metier: 'Couvreur', pathImg: null, nombreArtisans: 1 }]);
  jest.mocked(createArtisan).mockResolvedValue({ id: 30 } as Artisan);
  jest.mocked(setMessageHandled).mockResolvedValue({ ...message, handledAt: '2026-11-22T10:00:00.000Z' });
});

function renderFlow() {
  const onClose = jest.fn();
  render(withQueryClient(<JoinFlow message={message} onClose={onClose} />), { wrapper: MemoryRouter });
  return onClose;
}

async function fillArtisan(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/Rayon d'activité/), '30');
  await user.type(screen.getByLabelText(/^SIRET/), '35600000000048');
  await user.type(screen.getByLabelText(/^SIREN/), '356000000');
  await user.click(screen.getByRole('checkbox', { name: 'Couvreur' }));
}

describe('JoinFlow', () => {
  it('makes a username of the name', () => {
    expect(usernameOf('Marc', 'Roche')).toBe('marc.roche');
    expect(usernameOf(' Jean Luc ', 'Roche-Élan')).toBe('jean-luc.roche-elan');
    expect(usernameOf('Zoé', "D'Arc")).toBe('zoe.d-arc');
  });

  it('creates the account, then the artisan, both prefilled from the request, then marks it handled', async () => {
    const user = userEvent.setup();
    const onClose = renderFlow();
    expect(screen.getByRole('dialog', { name: 'Inscrire Marc Roche : 1. le compte' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('marc@roche.fr');
    expect(screen.getByLabelText(/^Nom d'utilisateur/)).toHaveValue('marc.roche');
    expect(screen.getByLabelText(/^Téléphone/)).toHaveValue('06 11 22 33 44');
    expect(screen.getByLabelText(/^Rôle/)).toHaveValue('ROLE_ARTISAN');
    // No password to choose: the artisan chooses its own from the activation mail.
    expect(screen.queryByLabelText(/Mot de passe/)).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent('un e-mail d’activation lui est envoyé');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(createUser).toHaveBeenCalledWith({
      email: 'marc@roche.fr',
      username: 'marc.roche',
      telephone: '0611223344',
      role: 'ROLE_ARTISAN',
    });
    expect(toast.success).toHaveBeenCalledWith(
      'Le compte marc@roche.fr a été créé ; l’e-mail d’activation lui a été envoyé.',
    );

    expect(
      await screen.findByRole('dialog', { name: 'Inscrire Marc Roche : 2. l’artisan' }),
    ).toHaveTextContent('liée au compte marc.roche');
    expect(await screen.findByLabelText(/Nom de l'entreprise/)).toHaveValue('Marc Roche');
    // Chosen at once, named from the creation's answer: no list of accounts is read for it.
    expect(screen.getByRole('combobox', { name: /Compte utilisateur/ })).toHaveValue(
      'marc.roche (marc@roche.fr)',
    );
    expect(fetchFreeUsersPage).not.toHaveBeenCalled();
    expect(fetchUser).not.toHaveBeenCalled();
    await fillArtisan(user);
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(createArtisan).toHaveBeenCalledWith(
      expect.objectContaining({ userId: 12, entrepriseNom: 'Marc Roche', specialites: [1] }),
    );
    await waitFor(() => expect(setMessageHandled).toHaveBeenCalledWith(2, { traite: true }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('goes to the artisan with an account made before, chosen among the free ones', async () => {
    const user = userEvent.setup();
    renderFlow();
    await user.click(screen.getByRole('button', { name: 'Le compte existe déjà : passer à l’artisan' }));
    expect(createUser).not.toHaveBeenCalled();
    const box = await screen.findByRole('combobox', { name: /Compte utilisateur/ });
    expect(box).toHaveValue('');
    await user.type(box, 'roche');
    await waitFor(() =>
      expect(fetchFreeUsersPage).toHaveBeenLastCalledWith('ROLE_ARTISAN', { q: 'roche', page: 1, size: 20 }),
    );
    await user.click(await screen.findByRole('option', { name: 'mroche (contact@roche.fr)' }));
    expect(box).toHaveValue('mroche (contact@roche.fr)');
    await fillArtisan(user);
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(createArtisan).toHaveBeenCalledWith(expect.objectContaining({ userId: 8 }));
    await waitFor(() => expect(setMessageHandled).toHaveBeenCalledWith(2, { traite: true }));
  });

  it('leaves the request waiting when the flow is left', async () => {
    const user = userEvent.setup();
    const onClose = renderFlow();
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onClose).toHaveBeenCalled();
    expect(setMessageHandled).not.toHaveBeenCalled();
  });
});
