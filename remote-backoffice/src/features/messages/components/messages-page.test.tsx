import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { toast } from '@annuaire/shared/ui/toast';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { fetchMessages, setMessageHandled } from '@annuaire/shared/client/messages';
import type { StoredMessage } from '@annuaire/shared/contract/message';
import { MessagesPage, type MessagesPageProps } from './messages-page';

jest.mock('@annuaire/shared/client/messages');
jest.mock('@annuaire/shared/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const messages: StoredMessage[] = [
  {
    id: 2,
    kind: 'JOIN',
    status: 'FAILED',
    payload: {
      nom: 'Roche',
      prenom: 'Marc',
      email: 'marc@roche.fr',
      phone: '0611223344',
      entrepriseNom: 'Roche Toitures',
      siret: '73282932000074',
      specialiteId: 3,
      metier: 'Couvreur',
      ville: 'Ussel',
      message: 'Couvreur à Ussel.',
    },
    attempts: 3,
    createdAt: '2026-11-20T10:00:00.000Z',
    sentAt: null,
    handledAt: null,
  },
  {
    id: 1,
    kind: 'CONTACT',
    status: 'SENT',
    payload: {
      nom: 'Julie Martin',
      email: 'julie@exemple.fr',
      tel: '+33 5 55 00 00 02',
      role: 'Particulier',
      message: 'Un devis ?',
    },
    attempts: 1,
    createdAt: '2026-11-19T08:30:00.000Z',
    sentAt: '2026-11-19T08:30:05.000Z',
    handledAt: null,
  },
];

/** The address as the router has it, shown for the test to read. */
function Location() {
  const current = useLocation();
  return <output data-testid="location">{`${current.pathname}${current.search}`}</output>;
}
const location = () => screen.getByTestId('location').textContent;

function renderPage(path = '/backoffice/admin/messages', props: MessagesPageProps = {}) {
  render(
    withQueryClient(
      <MemoryRouter initialEntries={[path]}>
        <MessagesPage {...props} />
        <Location />
      </MemoryRouter>,
    ),
  );
}

const handledContact: StoredMessage = {
  ...messages[1]!,
  id: 3,
  payload: { ...(messages[1]!.payload as object), nom: 'Paul Traité' } as StoredMessage['payload'],
  handledAt: '2026-11-21T09:00:00.000Z',
} as StoredMessage;

describe('MessagesPage', () => {
  it('lists the messages in the order received (newest first) with their status', async () => {
    jest.mocked(fetchMessages).mockResolvedValue(messages);
    renderPage();
    const items = within(
      await screen.findByRole('list', { name: 'Messages reçus, les plus récents d’abord' }),
    ).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('heading')).toHaveTextContent('Demande d’adhésion de Roche Marc');
    expect(items[0]).toHaveTextContent('Échec de l’envoi');
    expect(items[0]).toHaveTextContent('3 tentatives');
    expect(items[0]).toHaveTextContent('Couvreur à Ussel.');
    // The company, SIRET, trade and town the join form asks for, each under its name.
    const terms = within(items[0]!)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const definitions = within(items[0]!)
      .getAllByRole('definition')
      .map((item) => item.textContent);
    expect(Object.fromEntries(terms.map((term, index) => [term, definitions[index]]))).toEqual({
      'E-mail': 'marc@roche.fr',
      Téléphone: '06 11 22 33 44',
      Entreprise: 'Roche Toitures',
      SIRET: '73282932000074',
      Métier: 'Couvreur',
      Ville: 'Ussel',
    });
    expect(within(items[0]!).getByRole('link', { name: 'marc@roche.fr' })).toHaveAttribute(
      'href',
      'mailto:marc@roche.fr',
    );
    expect(within(items[0]!).getByRole('link', { name: '06 11 22 33 44' })).toHaveAttribute(
      'href',
      'tel:+33611223344',
    );
    expect(within(items[1]!).getByRole('heading')).toHaveTextContent('Message de contact de Julie Martin');
    expect(items[1]).toHaveTextContent('Transmis par e-mail');
    expect(items[1]).toHaveTextContent('Particulier');
    // A number kept as typed is shown in pairs once it reads as a French number.
    expect(within(items[1]!).getByRole('link', { name: '05 55 00 00 02' })).toHaveAttribute(
      'href',
      'tel:+33555000002',
    );
    expect(document.title).toBe('Messages reçus – Back-office – Annuaire des artisans');
  });

  it('shows a phone that is no French number exactly as it was typed', async () => {
    jest
      .mocked(fetchMessages)
      .mockResolvedValue([
        { ...messages[0]!, payload: { ...messages[0]!.payload, phone: '+32 471 23 45 67' } } as StoredMessage,
      ]);
    renderPage();
    expect(await screen.findByRole('link', { name: '+32 471 23 45 67' })).toHaveAttribute(
      'href',
      'tel:+32471234567',
    );
  });

  it('shows a join request received before the form asked for the company as it is', async () => {
    const {
      entrepriseNom: _e,
      siret: _s,
      specialiteId: _i,
      metier: _m,
      ville: _v,
      ...before
    } = messages[0]!.payload as Extract<StoredMessage, { kind: 'JOIN' }>['payload'];
    jest.mocked(fetchMessages).mockResolvedValue([{ ...messages[0]!, payload: before } as StoredMessage]);
    renderPage();
    const item = await screen.findByRole('article', { name: 'Demande d’adhésion de Roche Marc' });
    expect(
      within(item)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['E-mail', 'Téléphone']);
  });

  it('says when no message arrived', async () => {
    jest.mocked(fetchMessages).mockResolvedValue([]);
    renderPage();
    expect(await screen.findByText("Aucun message reçu pour l'instant.")).toBeInTheDocument();
  });

  // Issue 22: filters in the address (the home page's counts link to them), « Traité », join request → account.
  it('filters by type and state from the address, and writes the filters chosen back into it', async () => {
    jest.mocked(fetchMessages).mockResolvedValue([...messages, handledContact]);
    const user = userEvent.setup();
    renderPage('/backoffice/admin/messages?type=contact&etat=a-traiter');
    const items = within(
      await screen.findByRole('list', { name: 'Messages reçus, les plus récents d’abord' }),
    ).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Message de contact de Julie Martin');
    expect(items[0]).toHaveTextContent('À traiter');
    expect(screen.getByLabelText('Type')).toHaveValue('contact');
    expect(screen.getByLabelText('État')).toHaveValue('a-traiter');

    await user.selectOptions(screen.getByLabelText('État'), 'traites');
    expect(location()).toBe('/backoffice/admin/messages?type=contact&etat=traites');
    const handled = within(
      screen.getByRole('list', { name: 'Messages reçus, les plus récents d’abord' }),
    ).getAllByRole('listitem');
    expect(handled).toHaveLength(1);
    expect(handled[0]).toHaveTextContent('Message de contact de Paul Traité');
    expect(handled[0]).toHaveTextContent(/traité le/);

    await user.selectOptions(screen.getByLabelText('Type'), 'adhesion');
    expect(screen.getByText('Aucun message ne correspond à ces filtres.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Type'), 'tous');
    await user.selectOptions(screen.getByLabelText('État'), 'tous');
    expect(location()).toBe('/backoffice/admin/messages');
    expect(
      within(screen.getByRole('list', { name: 'Messages reçus, les plus récents d’abord' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(3);
  });

  it('marks a message handled, or waiting again, and says so', async () => {
    jest.mocked(fetchMessages).mockResolvedValue([messages[1]!, handledContact]);
    jest
      .mocked(setMessageHandled)
      .mockResolvedValue({ ...messages[1]!, handledAt: '2026-11-22T10:00:00.000Z' });
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Marquer comme traité le message de Julie Martin' }),
    );
    expect(setMessageHandled).toHaveBeenCalledWith(1, { traite: true });
    expect(toast.success).toHaveBeenCalledWith('Message de Julie Martin marqué comme traité.');
    // The list is asked for again.
    expect(fetchMessages).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Remettre à traiter le message de Paul Traité' }));
    expect(setMessageHandled).toHaveBeenCalledWith(3, { traite: false });
  });

  it('says why a message could not be marked', async () => {
    jest.mocked(fetchMessages).mockResolvedValue([messages[1]!]);
    jest.mocked(setMessageHandled).mockRejectedValue(new ApiRequestError('Message introuvable.', 404));
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Marquer comme traité le message de Julie Martin' }),
    );
    expect(toast.error).toHaveBeenCalledWith('Message introuvable.');
  });

  it('offers « Créer le compte et l’artisan » on a join request waiting, and opens the flow', async () => {
    jest
      .mocked(fetchMessages)
      .mockResolvedValue([...messages, { ...messages[0]!, id: 4, handledAt: '2026-11-21T09:00:00.000Z' }]);
    const renderJoinFlow = jest.fn(() => <p>Le parcours d’inscription</p>);
    const user = userEvent.setup();
    renderPage(undefined, { renderJoinFlow });
    const buttons = await screen.findAllByRole('button', { name: /^Créer le compte et l’artisan/ });
    // Only the join request still waiting; never a contact message.
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleName('Créer le compte et l’artisan de Roche Marc');
    await user.click(buttons[0]!);
    expect(renderJoinFlow).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }), expect.any(Function));
    expect(screen.getByText('Le parcours d’inscription')).toBeInTheDocument();
  });

  it('shows a load failure', async () => {
    jest.mocked(fetchMessages).mockRejectedValue(new ApiRequestError('Accès refusé.', 403));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Accès refusé.');
  });
});
