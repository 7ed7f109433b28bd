import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes } from 'react-router';
import { createArtisanDetail } from '@annuaire/shared/client/artisan-details';
import { ApiRequestError } from '@annuaire/shared/client/http';
import type { ArtisanDetail } from '@annuaire/shared/contract/artisan-detail';
import type { Role } from '@annuaire/shared/contract/auth';
import type { PersonnalDataToShow } from '@annuaire/shared/contract/user';
import {
  accountFixture,
  artisanFixture,
  detailsFixture,
  qualification,
  spyToasts,
  SPECIALITES,
} from '../../../test/fixtures';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import type * as ApiMocks from '../../../test/api-mocks';
import { saveDescription } from '../api/save-description';
import { saveArtisanFields } from '../api/update-artisan';
import { saveContact } from '../api/update-contact';
import type { ProfileData } from '../hooks/use-profile-queries';
import { ProfileEditor } from './profile-editor';

/** What the editor sends when the artisan states neither urgency nor availability. */
const NO_URGENCE = { depannageUrgence: false, depannageHoraires: null, disponibleSousJours: null };

// The qualifications' writes go through the real hooks to the mocked client.
jest.mock('@annuaire/shared/client/artisan-details');
jest.mock('../api/save-description', () => {
  const { mutationHookOver } = jest.requireActual<typeof ApiMocks>('../../../test/api-mocks');
  const saveDescription = jest.fn();
  return {
    saveDescription,
    useSaveDescription: mutationHookOver((artisanId, { current, text }: { current: unknown; text: string }) =>
      saveDescription(artisanId, current, text),
    ),
  };
});
jest.mock('../api/update-artisan', () => {
  const { mutationHookOver } = jest.requireActual<typeof ApiMocks>('../../../test/api-mocks');
  const saveArtisanFields = jest.fn();
  return {
    saveArtisanFields,
    useSaveArtisanFields: mutationHookOver(
      (_artisanId, write: { artisan: unknown; fields: unknown; role: unknown }) =>
        saveArtisanFields(write.artisan, write.fields, write.role),
    ),
  };
});
jest.mock('../api/update-contact', () => {
  const { mutationHookOver } = jest.requireActual<typeof ApiMocks>('../../../test/api-mocks');
  const saveContact = jest.fn();
  return {
    saveContact,
    useSaveContact: mutationHookOver(
      (_artisanId, write: { account: unknown; fields: unknown; role: unknown }) =>
        saveContact(write.account, write.fields, write.role),
    ),
  };
});

const mockedDescription = saveDescription as jest.MockedFunction<typeof saveDescription>;
const mockedArtisan = saveArtisanFields as jest.MockedFunction<typeof saveArtisanFields>;
const mockedContact = saveContact as jest.MockedFunction<typeof saveContact>;

const SAVE = 'Enregistrer les modifications';
const PHONE_BOX = 'Montrer aux clients : téléphone';
const EMAIL_BOX = 'Montrer aux clients : e-mail';

function profileData(overrides: Partial<ProfileData> = {}): ProfileData {
  return {
    artisan: artisanFixture(),
    account: accountFixture(),
    details: detailsFixture(),
    specialites: SPECIALITES,
    ...overrides,
  };
}

function renderEditor(data: ProfileData = profileData(), role: Role = 'ROLE_ARTISAN') {
  const toasts = spyToasts();
  const view = render(
    withQueryClient(
      <MemoryRouter initialEntries={['/admin/artisan/7']}>
        <Routes>
          <Route path="/admin/artisan/:artisanId" element={<ProfileEditor data={data} role={role} />} />
          <Route path="/artisan/:artisanId" element={<p>Page publique</p>} />
          <Route path="/" element={<p>Accueil du site</p>} />
        </Routes>
      </MemoryRouter>,
    ),
  );
  return { toasts, view };
}

const field = (name: string) => screen.getByLabelText(name, { selector: 'input, textarea' });
const save = () => userEvent.click(screen.getByRole('button', { name: SAVE }));

beforeEach(() => {
  window.localStorage.clear();
  mockedArtisan.mockImplementation(async (artisan, fields) => ({ ...artisan, ...fields }));
  mockedContact.mockImplementation(async (account, fields) => ({ ...account, ...fields }));
  mockedDescription.mockImplementation(async (artisanId, current, text) => ({
    id: current?.id ?? 999,
    artisanId,
    type: 'DESCRIPTION',
    description: text.trim(),
    pathImg: null,
    organisme: null,
    numero: null,
    dateDebut: null,
    dateFin: null,
    rge: false,
    verifiee: false,
  }));
});

describe('ProfileEditor: the page', () => {
  it('shows the breadcrumb, main image, company name, save button and public profile link', () => {
    renderEditor();
    const breadcrumb = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    expect(within(breadcrumb).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByText('Modifier le profil')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: "Remplacer l'image principale" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Plomberie Lavergne' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SAVE })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'VOIR LE PROFIL PUBLIC' })).toHaveAttribute('href', '/artisan/7');
    expect(document.title).toBe('Modifier le profil de Plomberie Lavergne – Annuaire des artisans');
    expect(screen.getByRole('heading', { name: 'Galerie de Réalisations' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Normes Acquises' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Assurance décennale' })).toBeInTheDocument();
  });

  it('fills the editable fields and shows email, SIRET, SIREN and address read-only', () => {
    renderEditor();
    expect(field("Années d'expérience")).toHaveValue(18);
    expect(field("Rayon d'activité (km)")).toHaveValue(15);
    expect(field("Rayon d'activité (km)")).toHaveAttribute('max', '100');
    expect(field('Téléphone')).toHaveValue('0679393041');
    expect(field('Description')).toHaveValue('Plombier depuis 18 ans.');
    expect(screen.getByText('23 / 499 caractères au maximum')).toBeInTheDocument();
    const email = field('E-mail');
    expect(email).toHaveValue('contact@plomberie-lavergne.fr');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByText('81064317100012')).toBeInTheDocument();
    expect(screen.getByText('810643171')).toBeInTheDocument();
    expect(screen.getByText('93 Rue Toulzac')).toBeInTheDocument();
    expect(screen.getByText('19100 Brive-la-Gaillarde')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Plombier' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Maçon' })).not.toBeChecked();
    expect(screen.queryByText('Vous modifiez ce profil en tant qu’administrateur.')).not.toBeInTheDocument();
  });

  it('leaves nothing of the artisan in local storage and asks the API nothing when left', () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const { view } = renderEditor();
    fireEvent.change(field('Description'), { target: { value: 'Texte en cours' } });
    view.unmount();
    expect(window.localStorage).toHaveLength(0);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('ProfileEditor: the visibility toggles of SPEC 4', () => {
  it.each<[string, PersonnalDataToShow, PersonnalDataToShow]>([
    [PHONE_BOX, 'NOTHING', 'TEL'],
    [PHONE_BOX, 'TEL', 'NOTHING'],
    [PHONE_BOX, 'MAIL', 'ALL'],
    [PHONE_BOX, 'ALL', 'MAIL'],
    [EMAIL_BOX, 'NOTHING', 'MAIL'],
    [EMAIL_BOX, 'MAIL', 'NOTHING'],
    [EMAIL_BOX, 'TEL', 'ALL'],
    [EMAIL_BOX, 'ALL', 'TEL'],
    [PHONE_BOX, null, 'TEL'],
    [EMAIL_BOX, null, 'MAIL'],
  ])('%s: %s becomes %s', async (box, from, to) => {
    const account = accountFixture({ personnalDataToShow: from });
    renderEditor(profileData({ account }));
    const phone = screen.getByRole<HTMLInputElement>('checkbox', { name: PHONE_BOX });
    const email = screen.getByRole<HTMLInputElement>('checkbox', { name: EMAIL_BOX });
    expect(phone.checked).toBe(from === 'ALL' || from === 'TEL');
    expect(email.checked).toBe(from === 'ALL' || from === 'MAIL');
    await userEvent.click(screen.getByRole('checkbox', { name: box }));
    expect(phone.checked).toBe(to === 'ALL' || to === 'TEL');
    expect(email.checked).toBe(to === 'ALL' || to === 'MAIL');
    await save();
    expect(mockedContact).toHaveBeenCalledWith(
      account,
      { telephone: '0679393041', personnalDataToShow: to },
      'ROLE_ARTISAN',
    );
    expect(mockedArtisan).not.toHaveBeenCalled();
    expect(mockedDescription).not.toHaveBeenCalled();
  });
});

describe('ProfileEditor: the rules of SPEC 5', () => {
  it('accepts a description of 499 characters and refuses 500 with the spec message, live', async () => {
    renderEditor();
    const description = field('Description');
    // The field stops at the number its counter names: typing or pasting more is cut by the browser.
    expect(description).toHaveAttribute('maxlength', '499');
    fireEvent.change(description, { target: { value: 'a'.repeat(499) } });
    expect(screen.getByText('499 / 499 caractères au maximum')).toBeInTheDocument();
    expect(description).not.toHaveAttribute('aria-invalid');
    fireEvent.change(description, { target: { value: 'a'.repeat(500) } });
    expect(screen.getByText('500 / 499 caractères au maximum')).toBeInTheDocument();
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(description).toHaveAccessibleDescription(
      expect.stringContaining("Veuillez ne pas dépasser 500 caractères pour la description de l'artisan."),
    );
    await save();
    expect(mockedDescription).not.toHaveBeenCalled();
    expect(description).toHaveFocus();
    // Nothing the artisan typed is cut.
    expect(description).toHaveValue('a'.repeat(500));

    fireEvent.change(description, { target: { value: 'a'.repeat(499) } });
    expect(description).not.toHaveAttribute('aria-invalid');
    await save();
    expect(mockedDescription).toHaveBeenCalledWith(
      7,
      expect.objectContaining({ type: 'DESCRIPTION' }),
      'a'.repeat(499),
    );
  });

  it('counts the description as the contract does, without the spaces around it', async () => {
    renderEditor();
    const description = field('Description');
    const text = `${'a'.repeat(499)}   `;
    // 502 characters in the box, 499 once trimmed: the API takes it, so the form does too.
    fireEvent.change(description, { target: { value: text } });
    expect(screen.getByText('499 / 499 caractères au maximum')).toBeInTheDocument();
    expect(description).not.toHaveAttribute('aria-invalid');
    await save();
    expect(mockedDescription).toHaveBeenCalledWith(7, expect.objectContaining({ type: 'DESCRIPTION' }), text);
  });

  it.each([
    ['012345678', true],
    ['0123456789', false],
    ['012345678901234', false],
    ['0123456789012345', true],
    ['06 79 39 30 41', false],
    ['+33 6 79 39 30', true],
    ['06abc93041', true],
    ['', false],
  ])('phone %j invalid: %s', async (phone, invalid) => {
    const { toasts } = renderEditor();
    const input = field('Téléphone');
    await userEvent.clear(input);
    if (phone) await userEvent.type(input, phone);
    await userEvent.tab();
    if (invalid) {
      expect(input).toHaveAccessibleDescription(expect.stringContaining('Numéro de téléphone invalide.'));
      await save();
      expect(mockedContact).not.toHaveBeenCalled();
      expect(toasts.error).toHaveBeenCalledWith(
        'Le formulaire contient des erreurs : corrigez les champs signalés.',
      );
      expect(input).toHaveFocus();
    } else {
      expect(input).not.toHaveAttribute('aria-invalid');
      await save();
      expect(mockedContact).toHaveBeenCalledWith(
        expect.anything(),
        { telephone: phone, personnalDataToShow: 'ALL' },
        'ROLE_ARTISAN',
      );
    }
  });

  it('takes a radius of 100 km and refuses 101 with the spec message', async () => {
    renderEditor();
    const radius = field("Rayon d'activité (km)");
    await userEvent.clear(radius);
    await userEvent.type(radius, '101');
    await userEvent.tab();
    expect(radius).toHaveAccessibleDescription(
      expect.stringContaining("Le rayon d'activité ne peut pas dépasser 100 km."),
    );
    await save();
    expect(mockedArtisan).not.toHaveBeenCalled();
    await userEvent.clear(radius);
    expect(radius).toHaveAccessibleDescription(
      expect.stringContaining("Le rayon d'activité est obligatoire."),
    );
    await userEvent.type(radius, '100');
    expect(radius).not.toHaveAttribute('aria-invalid');
    await save();
    expect(mockedArtisan).toHaveBeenCalledWith(
      expect.objectContaining({ id: 7 }),
      { anneeExperience: 18, rayonActivite: 100, specialites: [1, 4], ...NO_URGENCE },
      'ROLE_ARTISAN',
    );
  });

  it('lets the years of experience be emptied, and refuses a negative number', async () => {
    renderEditor();
    const years = field("Années d'expérience");
    await userEvent.clear(years);
    await userEvent.type(years, '-3');
    await save();
    expect(years).toHaveAccessibleDescription(
      expect.stringContaining("Les années d'expérience ne peuvent pas être négatives."),
    );
    expect(mockedArtisan).not.toHaveBeenCalled();
    await userEvent.clear(years);
    await save();
    expect(mockedArtisan).toHaveBeenCalledWith(
      expect.anything(),
      { anneeExperience: null, rayonActivite: 15, specialites: [1, 4], ...NO_URGENCE },
      'ROLE_ARTISAN',
    );
  });
});

describe('ProfileEditor: at least one trade (issue 22)', () => {
  const REQUIRED = 'Choisissez au moins une spécialité.';

  it('refuses to save with every trade unticked, says so under the trades and focuses them', async () => {
    const { toasts } = renderEditor();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Plombier' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Chauffagiste' }));
    expect(screen.getByText('Aucune spécialité choisie.')).toBeInTheDocument();
    await save();
    expect(mockedArtisan).not.toHaveBeenCalled();
    expect(toasts.error).toHaveBeenCalledWith(
      'Le formulaire contient des erreurs : corrigez les champs signalés.',
    );
    const group = screen.getByRole('group', { name: 'Mes spécialités' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription(REQUIRED);
    // The first box of the group takes the focus, as the first field in error does.
    expect(screen.getByRole('checkbox', { name: 'Chauffagiste' })).toHaveFocus();
    // Choosing one clears the error at once, and the save goes.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Maçon' }));
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
    await save();
    expect(mockedArtisan).toHaveBeenCalledWith(
      expect.anything(),
      { anneeExperience: 18, rayonActivite: 15, specialites: [3], ...NO_URGENCE },
      'ROLE_ARTISAN',
    );
  });

  it('keeps the error in sight while the filter hides every box', async () => {
    renderEditor();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Plombier' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Chauffagiste' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filtrer les spécialités' }), 'zzz');
    await save();
    expect(mockedArtisan).not.toHaveBeenCalled();
    expect(screen.getByText(REQUIRED)).toBeInTheDocument();
  });

  it('shows the API’s refusal next to the trades too', async () => {
    mockedArtisan.mockRejectedValueOnce(
      new ApiRequestError(REQUIRED, 400, [{ path: 'specialites', message: REQUIRED }]),
    );
    renderEditor();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Maçon' }));
    await save();
    expect(await screen.findByRole('group', { name: 'Mes spécialités' })).toHaveAccessibleDescription(
      REQUIRED,
    );
  });
});

describe('ProfileEditor: saving', () => {
  it('sends only what changed and says "Modifications enregistrées."', async () => {
    const data = profileData();
    const { toasts } = renderEditor(data);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Maçon' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Chauffagiste' }));
    fireEvent.change(field('Description'), { target: { value: 'Nouvelle présentation. ' } });
    expect(screen.getByText('Modifications non enregistrées')).toHaveAttribute('role', 'status');
    await save();
    expect(mockedArtisan).toHaveBeenCalledWith(
      data.artisan,
      { anneeExperience: 18, rayonActivite: 15, specialites: [1, 3], ...NO_URGENCE },
      'ROLE_ARTISAN',
    );
    const description = data.details.find((item) => item.type === 'DESCRIPTION')!;
    expect(mockedDescription).toHaveBeenCalledWith(7, description, 'Nouvelle présentation. ');
    expect(mockedContact).not.toHaveBeenCalled();
    expect(toasts.success).toHaveBeenCalledWith('Modifications enregistrées.');
    expect(await screen.findByText('Modifications enregistrées.')).toBeInTheDocument();
    expect(screen.queryByText('Modifications non enregistrées')).not.toBeInTheDocument();
  });

  it('says when there is nothing to save', async () => {
    const { toasts } = renderEditor();
    await save();
    expect(toasts.info).toHaveBeenCalledWith('Aucune modification à enregistrer.');
    expect(mockedArtisan).not.toHaveBeenCalled();
  });

  it('keeps what was typed after a failed save, says what went wrong and saves the rest', async () => {
    const { toasts } = renderEditor();
    mockedArtisan.mockRejectedValueOnce(new ApiRequestError('Spécialité inconnue : 99.', 400));
    mockedContact.mockRejectedValueOnce(
      new ApiRequestError('Numéro de téléphone invalide.', 400, [
        { path: 'telephone', message: 'Numéro de téléphone invalide.' },
      ]),
    );
    const radius = field("Rayon d'activité (km)");
    await userEvent.clear(radius);
    await userEvent.type(radius, '40');
    await userEvent.clear(field('Téléphone'));
    await userEvent.type(field('Téléphone'), '0555000000');
    fireEvent.change(field('Description'), { target: { value: 'Texte enregistré' } });
    await save();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Certaines modifications n’ont pas été enregistrées.');
    expect(alert).toHaveTextContent(
      'Expérience, rayon d’activité et spécialités : Spécialité inconnue : 99.',
    );
    expect(alert).toHaveTextContent('Téléphone et visibilité : Numéro de téléphone invalide.');
    expect(alert).toHaveTextContent('Vos saisies sont conservées');
    expect(toasts.error).toHaveBeenCalledWith('Certaines modifications n’ont pas été enregistrées.');
    expect(field('Téléphone')).toHaveAccessibleDescription(
      expect.stringContaining('Numéro de téléphone invalide.'),
    );
    expect(radius).toHaveValue(40);
    expect(field('Téléphone')).toHaveValue('0555000000');
    expect(screen.getByText('Modifications non enregistrées')).toBeInTheDocument();

    // The description went through: the next save sends only what failed.
    mockedDescription.mockClear();
    await save();
    expect(mockedDescription).not.toHaveBeenCalled();
    expect(mockedArtisan).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ rayonActivite: 40 }),
      'ROLE_ARTISAN',
    );
    expect(mockedContact).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(toasts.success).toHaveBeenCalledWith('Modifications enregistrées.');
  });

  it('names the detail save failure for the description', async () => {
    renderEditor();
    mockedDescription.mockRejectedValueOnce(new ApiRequestError('Le serveur est injoignable.', null));
    fireEvent.change(field('Description'), { target: { value: 'Autre texte' } });
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Description : Erreur lors de la sauvegarde du détail (Le serveur est injoignable.)',
    );
    expect(field('Description')).toHaveValue('Autre texte');
  });

  it('tells an admin whose profile it is and sends the role with each save', async () => {
    const data = profileData();
    renderEditor(data, 'ROLE_ADMIN');
    expect(screen.getByText('Vous modifiez ce profil en tant qu’administrateur.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: PHONE_BOX }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Maçon' }));
    await save();
    expect(mockedContact).toHaveBeenCalledWith(data.account, expect.anything(), 'ROLE_ADMIN');
    expect(mockedArtisan).toHaveBeenCalledWith(data.artisan, expect.anything(), 'ROLE_ADMIN');
  });

  it('disables the contact fields of a profile without an account', async () => {
    renderEditor(profileData({ account: null }), 'ROLE_ADMIN');
    expect(
      screen.getByText(/Aucun compte utilisateur n’est lié à cet artisan/, { selector: 'p' }),
    ).toBeInTheDocument();
    expect(field('Téléphone')).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: PHONE_BOX })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Maçon' }));
    await save();
    expect(mockedContact).not.toHaveBeenCalled();
    expect(mockedArtisan).toHaveBeenCalled();
  });
});

describe('ProfileEditor: leaving with unsaved changes', () => {
  it('leaves at once when nothing changed', async () => {
    renderEditor();
    await userEvent.click(screen.getByRole('link', { name: 'VOIR LE PROFIL PUBLIC' }));
    expect(screen.getByText('Page publique')).toBeInTheDocument();
  });

  it('asks first; "Annuler" keeps the page and what was typed, confirming leaves', async () => {
    renderEditor();
    fireEvent.change(field('Description'), { target: { value: 'Texte en cours' } });
    await userEvent.click(screen.getByRole('link', { name: 'VOIR LE PROFIL PUBLIC' }));
    const dialog = screen.getByRole('dialog', { name: 'Quitter sans enregistrer ?' });
    expect(dialog).toHaveTextContent('Vos modifications ne sont pas enregistrées.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field('Description')).toHaveValue('Texte en cours');

    await userEvent.click(screen.getByRole('link', { name: 'Accueil' }));
    await userEvent.click(screen.getByRole('button', { name: 'Quitter sans enregistrer' }));
    expect(screen.getByText('Accueil du site')).toBeInTheDocument();
  });

  it('asks the browser to confirm closing or reloading the tab', () => {
    renderEditor();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    fireEvent.change(field('Description'), { target: { value: 'Texte en cours' } });
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  it('uses react-router’s blocker inside a data router', async () => {
    spyToasts();
    const router = createMemoryRouter(
      [
        {
          path: '/admin/artisan/:artisanId',
          element: <ProfileEditor data={profileData()} role="ROLE_ARTISAN" />,
        },
        { path: '/artisan/:artisanId', element: <p>Page publique</p> },
      ],
      { initialEntries: ['/admin/artisan/7'] },
    );
    render(withQueryClient(<RouterProvider router={router} />));
    fireEvent.change(field('Description'), { target: { value: 'Texte en cours' } });
    await userEvent.click(screen.getByRole('link', { name: 'VOIR LE PROFIL PUBLIC' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Quitter sans enregistrer ?' })).getByRole('button', {
        name: 'Annuler',
      }),
    );
    expect(router.state.location.pathname).toBe('/admin/artisan/7');
    act(() => {
      void router.navigate('/artisan/7');
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Quitter sans enregistrer' }));
    expect(await screen.findByText('Page publique')).toBeInTheDocument();
  });
});

describe('ProfileEditor: qualifications and insurance (issue 21)', () => {
  it('lists the norms (a certificate’s picture alone included) and the insurances in their own sections', () => {
    const data = profileData({
      details: [...detailsFixture(), qualification('NORME', { rge: true }), qualification('ASSURANCE')],
    });
    renderEditor(data);
    const normes = screen.getByRole('list', { name: 'Normes Acquises' });
    expect(within(normes).getAllByRole('listitem')).toHaveLength(2);
    expect(within(normes).getByRole('button', { name: 'Modifier : RGE Qualibat' })).toBeInTheDocument();
    expect(within(normes).getByText('RGE')).toBeInTheDocument();
    const assurances = screen.getByRole('list', { name: 'Assurance décennale' });
    expect(within(assurances).getByText('SMABTP')).toBeInTheDocument();
    expect(
      within(assurances).getByText('Valable du 1er janvier 2025 au 31 décembre 2028'),
    ).toBeInTheDocument();
    // The work gallery stays as it was.
    expect(screen.getByRole('list', { name: 'Galerie de Réalisations' })).toBeInTheDocument();
  });

  it('adds an insurance to its list once saved', async () => {
    const user = userEvent.setup();
    jest
      .mocked(createArtisanDetail)
      .mockImplementation(
        async (body) => ({ ...qualification('ASSURANCE'), ...body, id: 900 }) as ArtisanDetail,
      );
    const { toasts } = renderEditor();
    expect(screen.getByText('Aucune assurance décennale pour le moment.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ajouter une assurance' }));
    const form = screen.getByRole('form', { name: 'Nouvelle assurance' });
    await user.type(within(form).getByRole('textbox', { name: 'Assureur' }), 'MAAF Pro');
    await user.type(within(form).getByRole('textbox', { name: 'Numéro de police' }), 'D-2026-1');
    await user.type(within(form).getByLabelText('Valable du'), '2026-01-01');
    await user.type(within(form).getByLabelText('au'), '2026-12-31');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    const list = await screen.findByRole('list', { name: 'Assurance décennale' });
    expect(within(list).getByText('MAAF Pro')).toBeInTheDocument();
    expect(within(list).getByText('Valable du 1er janvier 2026 au 31 décembre 2026')).toBeInTheDocument();
    expect(toasts.success).toHaveBeenCalledWith('Assurance enregistrée.');
    // Saved on its own: the profile's form has nothing to save.
    expect(screen.queryByText('Modifications non enregistrées')).not.toBeInTheDocument();
  });

  it('leaves at once when an open qualification form holds nothing', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(screen.getByRole('button', { name: 'Ajouter une qualification' }));
    await user.click(screen.getByRole('link', { name: 'VOIR LE PROFIL PUBLIC' }));
    // An empty form loses nothing.
    expect(screen.getByText('Page publique')).toBeInTheDocument();
  });

  it('keeps the artisan on the page when a qualification form holds something', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(screen.getByRole('button', { name: 'Ajouter une qualification' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Organisme' }), 'Qualifelec');
    await user.click(screen.getByRole('link', { name: 'VOIR LE PROFIL PUBLIC' }));
    const dialog = screen.getByRole('dialog', { name: 'Quitter sans enregistrer ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.getByRole('combobox', { name: 'Organisme' })).toHaveValue('Qualifelec');
  });
});
