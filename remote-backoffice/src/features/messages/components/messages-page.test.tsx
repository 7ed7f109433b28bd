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
      tel: '0555000002',
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
    expect(within(items[1]!).getByRole('heading')).toHaveTextContent('Message de contact de Julie Martin');
    expect(items[1]).toHaveTextContent('Transmis par e-mail');
    expect(items[1]).toHaveTextContent('Particulier');
    expect(document.title).toBe('Messages reçus – Back-office – Annuaire des artisans');
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
