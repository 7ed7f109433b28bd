import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { fetchMessages } from '@annuaire/shared/client/messages';
import type { StoredMessage } from '@annuaire/shared/contract/message';
import { MessagesPage } from './messages-page';

jest.mock('@annuaire/shared/client/messages');

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
      message: 'Couvreur à Ussel.',
    },
    attempts: 3,
    createdAt: '2026-11-20T10:00:00.000Z',
    sentAt: null,
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
  },
];

function renderPage() {
  render(withQueryClient(<MessagesPage />), { wrapper: MemoryRouter });
}

describe('MessagesPage', () => {
  it('lists the messages in the order received (newest first) with their status', async () => {
    jest.mocked(fetchMessages).mockResolvedValue(messages);
    renderPage();
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('heading')).toHaveTextContent('Demande d’adhésion de Roche Marc');
    expect(items[0]).toHaveTextContent('Échec de l’envoi');
    expect(items[0]).toHaveTextContent('3 tentatives');
    expect(items[0]).toHaveTextContent('Couvreur à Ussel.');
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

  it('says when no message arrived', async () => {
    jest.mocked(fetchMessages).mockResolvedValue([]);
    renderPage();
    expect(await screen.findByText("Aucun message reçu pour l'instant.")).toBeInTheDocument();
  });

  it('shows a load failure', async () => {
    jest.mocked(fetchMessages).mockRejectedValue(new ApiRequestError('Accès refusé.', 403));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Accès refusé.');
  });
});
