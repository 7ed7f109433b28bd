import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { toast } from '@annuaire/shared/ui/toast';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { deleteUser, fetchUsers, resendActivation } from '@annuaire/shared/client/users';
import { ACTIVATION_MESSAGES, type User } from '@annuaire/shared/contract/user';
import { AccountsPage } from './accounts-page';

jest.mock('@annuaire/shared/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@annuaire/shared/client/users');

const accounts: User[] = [
  {
    id: 1,
    email: 'admin@annuaire.fr',
    username: 'admin',
    telephone: null,
    role: 'ROLE_ADMIN',
    personnalDataToShow: null,
    pendingActivation: false,
  },
  {
    id: 2,
    email: 'contact@briviste.fr',
    username: 'briviste',
    telephone: '0555000001',
    role: 'ROLE_ARTISAN',
    personnalDataToShow: 'ALL',
    pendingActivation: false,
  },
];

beforeEach(() => jest.mocked(fetchUsers).mockResolvedValue(accounts));

function renderPage() {
  render(withQueryClient(<AccountsPage />), { wrapper: MemoryRouter });
}

async function confirmDelete(email: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Supprimer ${email}` }));
  expect(screen.getByRole('dialog', { name: 'Supprimer ce compte ?' })).toHaveTextContent(email);
  await user.click(screen.getByRole('button', { name: 'Supprimer le compte' }));
}

describe('AccountsPage', () => {
  it('lists each account as e-mail and role with Modifier and Supprimer', async () => {
    renderPage();
    const rows = within(await screen.findByRole('list', { name: 'Comptes' })).getAllByRole('listitem');
    expect(rows[1]).toHaveTextContent('contact@briviste.fr');
    expect(rows[1]).toHaveTextContent('ROLE_ARTISAN');
    expect(
      within(rows[1]!).getByRole('button', { name: 'Modifier contact@briviste.fr' }),
    ).toBeInTheDocument();
    expect(
      within(rows[1]!).getByRole('button', { name: 'Supprimer contact@briviste.fr' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute(
      'href',
      '/backoffice/admin/home',
    );
    expect(fetchUsers).toHaveBeenCalledWith();
  });

  it('filters by e-mail or username', async () => {
    renderPage();
    await screen.findByRole('list', { name: 'Comptes' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un compte' }), 'brivis');
    expect(within(screen.getByRole('list', { name: 'Comptes' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('deletes after confirmation and reloads', async () => {
    jest.mocked(deleteUser).mockResolvedValue();
    renderPage();
    await confirmDelete('contact@briviste.fr');
    expect(deleteUser).toHaveBeenCalledWith(2);
    expect(toast.success).toHaveBeenCalledWith('Le compte contact@briviste.fr a été supprimé.');
    expect(fetchUsers).toHaveBeenCalledTimes(2);
  });

  it('says why the API refuses, e.g. an account that owns an artisan', async () => {
    jest
      .mocked(deleteUser)
      .mockRejectedValue(
        new ApiRequestError("Ce compte est lié à un artisan : supprimez d'abord l'artisan.", 400),
      );
    renderPage();
    await confirmDelete('contact@briviste.fr');
    expect(toast.error).toHaveBeenCalledWith("Ce compte est lié à un artisan : supprimez d'abord l'artisan.");
  });

  it("opens the add and edit modal from '+ Ajouter un compte' and Modifier", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: '+ Ajouter un compte' }));
    expect(screen.getByRole('dialog', { name: 'Ajouter un compte' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await user.click(await screen.findByRole('button', { name: 'Modifier admin@annuaire.fr' }));
    expect(screen.getByRole('dialog', { name: 'Modifier le compte' })).toBeInTheDocument();
  });

  it('marks a pending account and resends its activation mail', async () => {
    const user = userEvent.setup();
    jest.mocked(fetchUsers).mockResolvedValue([accounts[0]!, { ...accounts[1]!, pendingActivation: true }]);
    jest.mocked(resendActivation).mockResolvedValue({ message: ACTIVATION_MESSAGES.mailSent });
    renderPage();
    const rows = within(await screen.findByRole('list', { name: 'Comptes' })).getAllByRole('listitem');
    expect(rows[0]).not.toHaveTextContent(ACTIVATION_MESSAGES.pending);
    expect(rows[1]).toHaveTextContent('En attente d’activation');
    await user.click(
      within(rows[1]!).getByRole('button', { name: 'Renvoyer l’e-mail d’activation à contact@briviste.fr' }),
    );
    expect(resendActivation).toHaveBeenCalledWith(2);
    expect(toast.success).toHaveBeenCalledWith('E-mail d’activation envoyé. (contact@briviste.fr)');
  });

  it('says why a resend failed', async () => {
    const user = userEvent.setup();
    jest.mocked(fetchUsers).mockResolvedValue([{ ...accounts[1]!, pendingActivation: true }]);
    jest.mocked(resendActivation).mockRejectedValue(new ApiRequestError(ACTIVATION_MESSAGES.mailFailed, 503));
    renderPage();
    await user.click(await screen.findByRole('button', { name: /^Renvoyer l’e-mail d’activation/ }));
    expect(toast.error).toHaveBeenCalledWith(ACTIVATION_MESSAGES.mailFailed);
  });

  it('says when there is no account', async () => {
    jest.mocked(fetchUsers).mockResolvedValue([]);
    renderPage();
    expect(await screen.findByText("Aucun compte pour l'instant.")).toBeInTheDocument();
  });
});
