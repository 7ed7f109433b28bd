import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendRetrait } from '@annuaire/shared/client/retraits';
import { RETRAIT_MESSAGES } from '@annuaire/shared/contract/retrait';
import { createQueryClient } from '@annuaire/shared/query/query-client';
import { createServerRenderRecord, ServerRenderProvider } from '@annuaire/shared/ssr/page-head';
import { renderOnServerThenHydrate } from '../../../../test/server-html';
import { renderAt } from '../../test/render';
import { RETRAIT_SENT_TITLE } from './retrait-sent';
import { RETRAIT_TITLE, RetraitPage } from './retrait-page';

jest.mock('@annuaire/shared/client/retraits', () => ({ sendRetrait: jest.fn() }));
const send = jest.mocked(sendRetrait);

const URL = '/retirer-une-fiche?siret=35600000000048&artisan=12';

describe('RetraitPage', () => {
  beforeEach(() => send.mockReset());

  it('is titled « Retirer cette fiche de l’annuaire », explains the right to object, and is filled in from its address', () => {
    renderAt(<RetraitPage />, URL);
    expect(screen.getByRole('heading', { level: 1, name: RETRAIT_TITLE })).toBeInTheDocument();
    expect(document.title).toBe('Retirer cette fiche de l’annuaire – Annuaire des artisans');
    const explanation = screen.getByRole('region', { name: 'Votre droit d’opposition' });
    for (const text of [
      /registres publics/,
      /article 21 du RGPD/,
      /Un administrateur examine votre demande/,
      /n’est plus repris lors des imports suivants des registres/,
    ]) {
      expect(within(explanation).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^SIRET de l’établissement/)).toHaveValue('35600000000048');
    expect(screen.getByRole('link', { name: 'voir la fiche n° 12' })).toHaveAttribute('href', '/artisan/12');
  });

  it('replaces the form with the confirmation, focused, and links back to the listing', async () => {
    send.mockResolvedValue({ message: RETRAIT_MESSAGES.sent });
    renderAt(<RetraitPage />, URL);
    await userEvent.type(screen.getByLabelText(/^Votre adresse e-mail/), 'gerant@exemple.fr');
    await userEvent.type(screen.getByLabelText(/^Motif de la demande/), 'Je ne souhaite plus figurer ici.');
    await userEvent.click(screen.getByRole('button', { name: 'Demander le retrait' }));
    const heading = await screen.findByRole('heading', { level: 2, name: RETRAIT_SENT_TITLE });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(RETRAIT_MESSAGES.sent);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Revenir à la fiche' })).toHaveAttribute('href', '/artisan/12');
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  });

  it('is rendered on the server with its form and noindex, and hydrates without a difference', async () => {
    const record = createServerRenderRecord('https://annuaire.example');
    const { html, container, errors, root } = await renderOnServerThenHydrate(
      createQueryClient(),
      <ServerRenderProvider record={record}>
        <RetraitPage />
      </ServerRenderProvider>,
      { url: URL, pattern: '/retirer-une-fiche' },
    );
    expect(html).toContain('Retirer cette fiche de l’annuaire');
    expect(html).toMatch(/<input[^>]*value="35600000000048"/);
    // Not clickable before the scripts run: an early click would submit the browser's own form.
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    expect(record.head).toMatchObject({
      title: 'Retirer cette fiche de l’annuaire – Annuaire des artisans',
      noindex: true,
    });
    expect(errors).toEqual([]);
    expect(within(container).getByRole('button', { name: 'Demander le retrait' })).toBeEnabled();
    act(() => root.unmount());
    container.remove();
  });
});
