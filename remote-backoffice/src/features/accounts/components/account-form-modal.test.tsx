import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { toast } from '@annuaire/shared/ui/toast';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { createUser, updateUser } from '@annuaire/shared/client/users';
import type { User } from '@annuaire/shared/contract/user';
import { AccountFormModal } from './account-form-modal';

jest.mock('@annuaire/shared/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@annuaire/shared/client/users');

const briviste: User = {
  id: 2,
  email: 'contact@briviste.fr',
  username: 'briviste',
  telephone: '0555000001',
  role: 'ROLE_ARTISAN',
  personnalDataToShow: 'TEL',
  pendingActivation: false,
};

function renderForm(user: User | null = null) {
  const onSaved = jest.fn();
  render(withQueryClient(<AccountFormModal user={user} onClose={jest.fn()} onSaved={onSaved} />));
  return onSaved;
}

async function fill(user: ReturnType<typeof userEvent.setup>, password: string) {
  await user.type(screen.getByLabelText(/^E-mail/), 'nouveau@exemple.fr');
  await user.type(screen.getByLabelText(/^Nom d'utilisateur/), 'nouveau');
  await user.type(screen.getByLabelText(/^Téléphone/), '06 12 34 56 78');
  await user.type(screen.getByLabelText(/^Mot de passe/), password);
  await user.selectOptions(screen.getByLabelText(/^Rôle/), 'ROLE_ARTISAN');
}

describe('AccountFormModal', () => {
  it('requires e-mail, username, telephone, password and role', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    // Issue 22: an empty e-mail is required, not invalid; the label is the site's « E-mail ».
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription(
      expect.stringContaining('L’adresse e-mail est obligatoire.'),
    );
    expect(screen.queryByText('Adresse e-mail invalide.')).not.toBeInTheDocument();
    expect(screen.getByText("Le nom d'utilisateur est obligatoire.")).toBeInTheDocument();
    expect(screen.getByText('Numéro de téléphone invalide.')).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe doit contenir au moins 8 caractères.')).toBeInTheDocument();
    expect(screen.getByText('Le rôle est obligatoire.')).toBeInTheDocument();
    expect(createUser).not.toHaveBeenCalled();
  });

  it('says that a typed e-mail is invalid', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/^E-mail/), 'pas-un-mail');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription(
      expect.stringContaining('Adresse e-mail invalide.'),
    );
    expect(createUser).not.toHaveBeenCalled();
  });

  it('holds the password to the policy', async () => {
    const user = userEvent.setup();
    renderForm();
    await fill(user, 'motdepasse1');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(
      screen.getByText(
        'Le mot de passe doit inclure une lettre majuscule, une lettre minuscule, un chiffre et un caractère spécial.',
      ),
    ).toBeInTheDocument();
    expect(createUser).not.toHaveBeenCalled();
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderForm();
    const field = screen.getByLabelText(/^Mot de passe/);
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(field).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Masquer le mot de passe' }));
    expect(field).toHaveAttribute('type', 'password');
  });

  it('creates the account', async () => {
    jest.mocked(createUser).mockResolvedValue({ ...briviste, id: 9 });
    const user = userEvent.setup();
    const onSaved = renderForm();
    await fill(user, 'Nouveau@2024');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(createUser).toHaveBeenCalledWith({
      email: 'nouveau@exemple.fr',
      username: 'nouveau',
      telephone: '0612345678',
      password: 'Nouveau@2024',
      role: 'ROLE_ARTISAN',
    });
    expect(toast.success).toHaveBeenCalledWith('Le compte nouveau@exemple.fr a été créé.');
    expect(onSaved).toHaveBeenCalled();
  });

  it("shows the API's refusal, e.g. a username in use", async () => {
    jest
      .mocked(createUser)
      .mockRejectedValue(new ApiRequestError("Ce nom d'utilisateur est déjà utilisé.", 400));
    const user = userEvent.setup();
    const onSaved = renderForm();
    await fill(user, 'Nouveau@2024');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Ce nom d'utilisateur est déjà utilisé.");
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('edits without touching the password unless asked, keeping the visibility', async () => {
    jest.mocked(updateUser).mockResolvedValue(briviste);
    const user = userEvent.setup();
    renderForm(briviste);
    expect(screen.getByRole('dialog', { name: 'Modifier le compte' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('contact@briviste.fr');
    expect(screen.queryByLabelText(/mot de passe/i, { selector: 'input:not([type=checkbox])' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    expect(updateUser).toHaveBeenCalledWith(2, {
      email: 'contact@briviste.fr',
      username: 'briviste',
      telephone: '0555000001',
      role: 'ROLE_ARTISAN',
      personnalDataToShow: 'TEL',
    });
  });

  it('requires the new password once asked for', async () => {
    jest.mocked(updateUser).mockResolvedValue(briviste);
    const user = userEvent.setup();
    renderForm(briviste);
    await user.click(screen.getByRole('checkbox', { name: 'Changer le mot de passe' }));
    await user.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    expect(screen.getByText('Le mot de passe doit contenir au moins 8 caractères.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Nouveau mot de passe/), 'Change@2025');
    await user.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    expect(updateUser).toHaveBeenCalledWith(2, expect.objectContaining({ password: 'Change@2025' }));
  });
});
