import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { toast } from '@annuaire/shared/ui/toast';
import { createArtisan, fetchArtisan, updateArtisan } from '@annuaire/shared/client/artisans';
import { searchAddress } from '@annuaire/shared/client/geo';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { fetchSpecialites } from '@annuaire/shared/client/specialites';
import { fetchFreeUsersPage, fetchUser } from '@annuaire/shared/client/users';
import type { Artisan } from '@annuaire/shared/contract/artisan';
import type { User, UserPage } from '@annuaire/shared/contract/user';
import { artisanPublic } from '../../../test/fixtures';
import { ArtisanFormModal } from './artisan-form-modal';

jest.mock('@annuaire/shared/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@annuaire/shared/client/artisans');
jest.mock('@annuaire/shared/client/users');
jest.mock('@annuaire/shared/client/specialites');
jest.mock('@annuaire/shared/client/geo');

const users: User[] = [
  {
    id: 7,
    email: 'contact@briviste.fr',
    username: 'briviste',
    telephone: null,
    role: 'ROLE_ARTISAN',
    personnalDataToShow: null,
    pendingActivation: false,
  },
  {
    id: 9,
    email: 'zola@exemple.fr',
    username: 'zola',
    telephone: null,
    role: 'ROLE_ARTISAN',
    personnalDataToShow: null,
    pendingActivation: false,
  },
];

/** The API's page for a search: the accounts whose username or e-mail holds it. */
function pageOf(items: User[], total = items.length): UserPage {
  return { items, total, page: 1, size: 20, pageCount: Math.max(1, Math.ceil(total / 20)) };
}
function freeAccounts(_role: string, { q = '' }: { q?: string }): Promise<UserPage> {
  return Promise.resolve(pageOf(users.filter((user) => `${user.username} ${user.email}`.includes(q))));
}
const specialites = [
  { id: 1, metier: 'Plombier', pathImg: null, nombreArtisans: 1 },
  { id: 2, metier: 'Chauffagiste', pathImg: null, nombreArtisans: 1 },
];

beforeEach(() => {
  jest.mocked(fetchFreeUsersPage).mockImplementation(freeAccounts);
  jest.mocked(fetchUser).mockResolvedValue(users[0]!);
  jest.mocked(fetchSpecialites).mockResolvedValue(specialites);
  jest.mocked(fetchArtisan).mockResolvedValue(artisanPublic());
  jest.mocked(createArtisan).mockResolvedValue({ id: 5 } as Artisan);
  jest.mocked(updateArtisan).mockResolvedValue({ id: 1 } as Artisan);
});

function renderForm(artisanId: number | null = null) {
  const onSaved = jest.fn();
  const onClose = jest.fn();
  render(withQueryClient(<ArtisanFormModal artisanId={artisanId} onSaved={onSaved} onClose={onClose} />));
  return { onSaved, onClose };
}

const ownerBox = () => screen.findByRole('combobox', { name: /Compte utilisateur/ });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await ownerBox());
  await user.click(await screen.findByRole('option', { name: 'zola (zola@exemple.fr)' }));
  await user.type(screen.getByLabelText(/Nom de l'entreprise/), 'Électricité Zola');
  await user.type(screen.getByLabelText(/Rayon d'activité/), '25');
  await user.type(screen.getByLabelText(/^SIRET/), '35600000000048');
  await user.type(screen.getByLabelText(/^SIREN/), '356000000');
}

describe('ArtisanFormModal', () => {
  it('offers the free ROLE_ARTISAN accounts (username and e-mail) once opened, and the trades as checkboxes', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByRole('dialog', { name: 'Ajouter un Nouvel Artisan' })).toBeInTheDocument();
    const box = await ownerBox();
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('placeholder', 'Sélectionner un utilisateur');
    expect(box).toHaveAccessibleDescription(/Un compte de rôle ROLE_ARTISAN, sans autre artisan\./);
    // Nothing is listed before the box is opened.
    expect(fetchFreeUsersPage).not.toHaveBeenCalled();
    await user.click(box);
    // Issue 22: only the accounts no artisan uses (the API filters them), one page of them.
    expect(await screen.findByRole('option', { name: 'briviste (contact@briviste.fr)' })).toBeInTheDocument();
    expect(fetchFreeUsersPage).toHaveBeenCalledWith('ROLE_ARTISAN', { q: '', page: 1, size: 20 });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const trades = screen.getByRole('group', { name: 'Spécialités' });
    expect(within(trades).getByRole('checkbox', { name: 'Plombier' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Ajouter' })).toBeInTheDocument();
  });

  it('requires the account, the radius, SIRET and SIREN, and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await screen.findByLabelText(/Compte utilisateur/);
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('Le compte utilisateur est obligatoire.')).toBeInTheDocument();
    expect(screen.getByText("Le rayon d'activité est obligatoire.")).toBeInTheDocument();
    expect(screen.getByText("Le nom de l'entreprise est obligatoire.")).toBeInTheDocument();
    expect(screen.getByText(/SIRET invalide/)).toBeInTheDocument();
    expect(screen.getByText(/SIREN invalide/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Le formulaire contient des erreurs');
    expect(createArtisan).not.toHaveBeenCalled();
  });

  // Issue 22 (item 13, the contract's rule): an artisan without a trade vanishes from the trade pages.
  it('requires one trade at least', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('Choisissez au moins une spécialité.')).toBeInTheDocument();
    expect(createArtisan).not.toHaveBeenCalled();
  });

  it('refuses a radius above 100 km', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillRequired(user);
    await user.clear(screen.getByLabelText(/Rayon d'activité/));
    await user.type(screen.getByLabelText(/Rayon d'activité/), '101');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText("Le rayon d'activité ne peut pas dépasser 100 km.")).toBeInTheDocument();
    expect(createArtisan).not.toHaveBeenCalled();
  });

  it('fills street, town, postcode and coordinates from the address search', async () => {
    jest.mocked(searchAddress).mockResolvedValue([
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [1.5333, 45.1589] },
        properties: {
          id: 'a',
          label: '12 Avenue de Paris 19100 Brive-la-Gaillarde',
          postcode: '19100',
          city: 'Brive-la-Gaillarde',
          type: 'housenumber',
        },
      },
    ]);
    const user = userEvent.setup();
    renderForm();
    await user.type(
      await screen.findByRole('combobox', { name: 'Rechercher une adresse' }),
      '12 avenue de paris',
    );
    await user.click(await screen.findByRole('option', { name: /12 Avenue de Paris/ }));
    expect(screen.getByLabelText('Rue')).toHaveValue('12 Avenue de Paris');
    expect(screen.getByLabelText('Ville')).toHaveValue('Brive-la-Gaillarde');
    expect(screen.getByLabelText('Code postal')).toHaveValue('19100');
    expect(screen.getByText('Position sur la carte : 45.15890, 1.53330')).toBeInTheDocument();
  });

  it('creates the artisan with the chosen trades, then reports it', async () => {
    const user = userEvent.setup();
    const { onSaved } = renderForm();
    await fillRequired(user);
    await user.type(screen.getByLabelText(/Années d'expérience/), '8');
    await user.click(screen.getByRole('checkbox', { name: 'Chauffagiste' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(createArtisan).toHaveBeenCalledWith(
      expect.objectContaining({
        userId: 9,
        entrepriseNom: 'Électricité Zola',
        rayonActivite: 25,
        anneeExperience: 8,
        siret: '35600000000048',
        siren: '356000000',
        specialites: [2],
        adresse: { rue: '', ville: '', codePostal: '', pays: 'France' },
      }),
    );
    expect(toast.success).toHaveBeenCalledWith("L'artisan « Électricité Zola » a été ajouté.");
    expect(onSaved).toHaveBeenCalled();
  });

  it("shows the API's refusal on the form", async () => {
    jest
      .mocked(createArtisan)
      .mockRejectedValue(
        new ApiRequestError('Ce compte utilisateur est déjà associé à un autre artisan.', 400),
      );
    const user = userEvent.setup();
    const { onSaved } = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: 'Plombier' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ce compte utilisateur est déjà associé à un autre artisan.',
    );
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("edits: 'Modifier Artisan' filled with the artisan, 'Mettre à jour' sends the whole artisan", async () => {
    const user = userEvent.setup();
    const { onSaved } = renderForm(1);
    expect(screen.getByRole('dialog', { name: 'Modifier Artisan' })).toBeInTheDocument();
    const name = await screen.findByLabelText(/Nom de l'entreprise/);
    expect(name).toHaveValue('Plomberie Briviste');
    // The owner, read by its id: no list of accounts.
    expect(await ownerBox()).toHaveValue('briviste (contact@briviste.fr)');
    expect(fetchUser).toHaveBeenCalledWith(7);
    expect(fetchFreeUsersPage).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'Plombier' })).toBeChecked();
    expect(screen.getByLabelText(/Années d'expérience/)).toHaveValue(12);
    await user.clear(screen.getByLabelText(/Années d'expérience/));
    await user.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    expect(updateArtisan).toHaveBeenCalledWith(
      1,
      expect.objectContaining({ userId: 7, anneeExperience: null, specialites: [1, 2], latitude: 45.15 }),
    );
    expect(onSaved).toHaveBeenCalled();
  });

  it('sends « Dépannage en urgence », its hours and « Disponible sous », the hours required in French', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: 'Plombier' }));
    expect(screen.queryByLabelText(/Horaires du dépannage/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Dépannage en urgence/ }));
    await user.type(screen.getByLabelText(/Disponible sous/), '91');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('Indiquez les horaires du dépannage en urgence.')).toBeInTheDocument();
    expect(
      screen.getByText('Le délai de disponibilité doit être un nombre entier de jours entre 1 et 90.'),
    ).toBeInTheDocument();
    expect(createArtisan).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Horaires du dépannage/), '7j/7, 7 h – 22 h');
    await user.clear(screen.getByLabelText(/Disponible sous/));
    await user.type(screen.getByLabelText(/Disponible sous/), '3');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(createArtisan).toHaveBeenCalledWith(
      expect.objectContaining({
        depannageUrgence: true,
        depannageHoraires: '7j/7, 7 h – 22 h',
        disponibleSousJours: 3,
      }),
    );
  });

  it('edits the urgency fields; an availability left as it was keeps its date (not sent)', async () => {
    jest.mocked(fetchArtisan).mockResolvedValue(
      artisanPublic({
        depannageUrgence: true,
        depannageHoraires: 'Week-end',
        disponibleSousJours: 5,
        disponibiliteIndiqueeLe: '2026-11-20',
      }),
    );
    const user = userEvent.setup();
    renderForm(1);
    expect(await screen.findByRole('checkbox', { name: /Dépannage en urgence/ })).toBeChecked();
    expect(screen.getByLabelText(/Horaires du dépannage/)).toHaveValue('Week-end');
    expect(screen.getByLabelText(/Disponible sous/)).toHaveValue(5);
    await user.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    // What travels: JSON leaves an undefined field out.
    expect(JSON.stringify(jest.mocked(updateArtisan).mock.calls[0]![1])).not.toContain('disponibleSousJours');
    await user.click(screen.getByRole('checkbox', { name: /Dépannage en urgence/ }));
    await user.clear(screen.getByLabelText(/Disponible sous/));
    await user.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    expect(updateArtisan).toHaveBeenLastCalledWith(
      1,
      expect.objectContaining({
        depannageUrgence: false,
        depannageHoraires: null,
        disponibleSousJours: null,
      }),
    );
  });

  describe('the owner combobox', () => {
    it('asks the API once the keys pause, not at each key, and chooses with a click', async () => {
      const user = userEvent.setup();
      renderForm();
      const box = await ownerBox();
      await user.click(box);
      await screen.findAllByRole('option');
      await user.type(box, 'zol');
      expect(await screen.findByRole('option', { name: 'zola (zola@exemple.fr)' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
      const asked = jest.mocked(fetchFreeUsersPage).mock.calls.map(([, query]) => query.q);
      expect(asked).toEqual(['', 'zol']);
      await user.click(screen.getByRole('option', { name: 'zola (zola@exemple.fr)' }));
      expect(box).toHaveValue('zola (zola@exemple.fr)');
      expect(box).toHaveAttribute('aria-expanded', 'false');
    });

    it('moves with the arrow keys, chooses with Enter, and Escape closes the list, not the dialog', async () => {
      const user = userEvent.setup();
      const { onClose } = renderForm();
      const box = await ownerBox();
      await user.click(box);
      await screen.findAllByRole('option');
      await user.keyboard('{ArrowDown}{ArrowDown}');
      const zola = screen.getByRole('option', { name: 'zola (zola@exemple.fr)' });
      expect(zola).toHaveAttribute('aria-selected', 'true');
      expect(box).toHaveAttribute('aria-activedescendant', zola.id);
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('option', { name: 'briviste (contact@briviste.fr)' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await user.keyboard('{ArrowUp}{Enter}');
      expect(box).toHaveValue('zola (zola@exemple.fr)');
      expect(box).toHaveAttribute('aria-expanded', 'false');
      // Enter chose an account; it did not send the form.
      expect(createArtisan).not.toHaveBeenCalled();

      // A search left with Escape: the box names the chosen account again, the dialog stays.
      await user.keyboard('{ArrowDown}');
      await user.keyboard('{Control>}a{/Control}bri');
      await screen.findByRole('option', { name: 'briviste (contact@briviste.fr)' });
      await user.keyboard('{Escape}');
      expect(box).toHaveValue('zola (zola@exemple.fr)');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(onClose).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog', { name: 'Ajouter un Nouvel Artisan' })).toBeInTheDocument();
      await fillRequired(user);
      await user.click(screen.getByRole('checkbox', { name: 'Plombier' }));
      await user.click(screen.getByRole('button', { name: 'Ajouter' }));
      expect(createArtisan).toHaveBeenCalledWith(expect.objectContaining({ userId: 9 }));
    });

    it('says when no free account matches, and when there is none at all', async () => {
      const user = userEvent.setup();
      renderForm();
      const box = await ownerBox();
      await user.type(box, 'personne');
      // Shown in the popup, and said by its live region.
      expect(await screen.findByText('Aucun compte libre ne correspond.', { selector: 'p' })).toBeVisible();
      expect(screen.queryByRole('option')).not.toBeInTheDocument();
      jest.mocked(fetchFreeUsersPage).mockResolvedValue(pageOf([]));
      await user.clear(box);
      expect(
        await screen.findByText(
          'Aucun compte libre : créez d’abord un compte de rôle ROLE_ARTISAN dans « Gérer les comptes ».',
          { selector: 'p' },
        ),
      ).toBeVisible();
    });

    it('shows twenty accounts at most, and how many there are', async () => {
      const many = Array.from({ length: 20 }, (_, index) => ({
        ...users[0]!,
        id: 100 + index,
        username: `artisan${String(index).padStart(2, '0')}`,
        email: `artisan${index}@exemple.fr`,
      }));
      jest.mocked(fetchFreeUsersPage).mockResolvedValue(pageOf(many, 134));
      const user = userEvent.setup();
      renderForm();
      await user.click(await ownerBox());
      expect(await screen.findAllByRole('option')).toHaveLength(20);
      expect(screen.getByText('20 premiers comptes sur 134 : précisez la recherche.')).toBeInTheDocument();
    });

    it('says it is loading, then shows a failure in French with a retry', async () => {
      let fail: (error: Error) => void = () => {};
      jest
        .mocked(fetchFreeUsersPage)
        .mockImplementationOnce(() => new Promise((_resolve, reject) => (fail = reject)));
      const user = userEvent.setup();
      renderForm();
      await user.click(await ownerBox());
      expect(await screen.findByText('Chargement...')).toBeInTheDocument();
      // The listbox the box controls is busy (hidden while empty).
      const box = await ownerBox();
      expect(document.getElementById(box.getAttribute('aria-controls')!)).toHaveAttribute(
        'aria-busy',
        'true',
      );
      fail(new ApiRequestError('Le serveur est injoignable. Vérifiez votre connexion.', null));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Le serveur est injoignable. Vérifiez votre connexion.',
      );
      await user.click(screen.getByRole('button', { name: 'Réessayer' }));
      expect(await screen.findByRole('option', { name: 'zola (zola@exemple.fr)' })).toBeInTheDocument();
      expect(fetchFreeUsersPage).toHaveBeenCalledTimes(2);
      expect(box).toHaveFocus();
    });

    it('requires an account: the focus goes to the box', async () => {
      const user = userEvent.setup();
      renderForm();
      const box = await ownerBox();
      await user.click(screen.getByRole('button', { name: 'Ajouter' }));
      expect(await screen.findByText('Le compte utilisateur est obligatoire.')).toBeInTheDocument();
      expect(box).toHaveFocus();
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription(/Le compte utilisateur est obligatoire\./);
    });

    it('edits: offers the free accounts and the artisan’s own', async () => {
      const user = userEvent.setup();
      renderForm(1);
      await user.click(await ownerBox());
      await screen.findAllByRole('option');
      expect(fetchFreeUsersPage).toHaveBeenCalledWith('ROLE_ARTISAN', {
        q: '',
        page: 1,
        size: 20,
        artisanId: 1,
      });
    });
  });
});
