import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { toast } from '@annuaire/shared/ui/toast';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { deleteUser, fetchUsersPage, resendActivation } from '@annuaire/shared/client/users';
import { ACTIVATION_MESSAGES, type User, type UserPage } from '@annuaire/shared/contract/user';
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

/** The API's page of these accounts. */
function pageOf(items: User[], page = 1, pageCount = 1): UserPage {
  return { items, total: items.length, page, size: 20, pageCount };
}

beforeEach(() => jest.mocked(fetchUsersPage).mockResolvedValue(pageOf(accounts)));

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
    expect(fetchUsersPage).toHaveBeenCalledWith({ page: 1, q: '' });
  });

  it('asks the API for the accounts whose e-mail or username holds the search, from its first page', async () => {
    jest
      .mocked(fetchUsersPage)
      .mockImplementation(async ({ page, q }) =>
        q ? pageOf([accounts[1]!]) : pageOf(page === 1 ? accounts : [], page, 2),
      );
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('list', { name: 'Comptes' });
    await user.click(screen.getByRole('button', { name: /Suivant/ }));
    expect(fetchUsersPage).toHaveBeenLastCalledWith({ page: 2, q: '' });
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un compte' }), ' brivis ');
    await waitFor(() => expect(fetchUsersPage).toHaveBeenLastCalledWith({ page: 1, q: 'brivis' }));
    expect(
      await within(screen.getByRole('list', { name: 'Comptes' })).findAllByRole('listitem'),
    ).toHaveLength(1);
  });

  it('names the search that finds nothing', async () => {
    jest.mocked(fetchUsersPage).mockImplementation(async ({ q }) => (q ? pageOf([]) : pageOf(accounts)));
    renderPage();
    await screen.findByRole('list', { name: 'Comptes' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un compte' }), 'zzz');
    expect(await screen.findByText('Aucun compte ne correspond à « zzz ».')).toBeInTheDocument();
  });

  it('deletes after confirmation and reloads', async () => {
    jest.mocked(deleteUser).mockResolvedValue();
    renderPage();
    await confirmDelete('contact@briviste.fr');
    expect(deleteUser).toHaveBeenCalledWith(2);
    expect(toast.success).toHaveBeenCalledWith('Le compte contact@briviste.fr a été supprimé.');
    expect(fetchUsersPage).toHaveBeenCalledTimes(2);
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
    jest
      .mocked(fetchUsersPage)
      .mockResolvedValue(pageOf([accounts[0]!, { ...accounts[1]!, pendingActivation: true }]));
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
    jest.mocked(fetchUsersPage).mockResolvedValue(pageOf([{ ...accounts[1]!, pendingActivation: true }]));
    jest.mocked(resendActivation).mockRejectedValue(new ApiRequestError(ACTIVATION_MESSAGES.mailFailed, 503));
    renderPage();
    await user.click(await screen.findByRole('button', { name: /^Renvoyer l’e-mail d’activation/ }));
    expect(toast.error).toHaveBeenCalledWith(ACTIVATION_MESSAGES.mailFailed);
  });

  it('says when there is no account', async () => {
    jest.mocked(fetchUsersPage).mockResolvedValue(pageOf([]));
    renderPage();
    expect(await screen.findByText("Aucun compte pour l'instant.")).toBeInTheDocument();
  });
});
