import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@annuaire/shared/client/http';
import { ALERTES_MESSAGES } from '@annuaire/shared/contract/demande-alertes';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { apiError, fakeDemandesApi, unreachable } from '../../../test/fake-demandes-api';
import { DemandesSection } from './demandes-section';

function group() {
  return screen.findByRole('group', { name: 'Alertes de nouvelles demandes' });
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  configureApi({});
});

describe('« Alertes de nouvelles demandes » in the Demandes tab', () => {
  it('shows the saved choice, and saves another as soon as it is chosen, with a French confirmation', async () => {
    const api = fakeDemandesApi([]);
    api.state.alertes = 'QUOTIDIEN';
    render(withQueryClient(<DemandesSection artisanId={7} role="ROLE_ARTISAN" />));
    await group();
    const daily = await screen.findByRole('radio', { name: /Un récapitulatif par jour/ });
    const each = screen.getByRole('radio', { name: /À chaque demande/ });
    expect(daily).toBeChecked();
    expect(each).not.toBeChecked();
    expect(daily).toHaveAccessibleDescription(
      'Un seul e-mail par jour, avec les demandes reçues depuis le précédent ; aucun e-mail les jours sans nouvelle demande.',
    );

    await userEvent.click(each);
    expect(await screen.findByText(`${ALERTES_MESSAGES.saved} À chaque demande.`)).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(each).toBeChecked();
    expect(api.alertesCalls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/api/artisan/7/alertes-demandes', body: { mode: 'CHAQUE' } },
    ]);
    expect(api.state.alertes).toBe('CHAQUE');
  });

  it('is reached by keyboard: the arrow keys choose the other option', async () => {
    const api = fakeDemandesApi([]);
    render(withQueryClient(<DemandesSection artisanId={7} role="ROLE_ARTISAN" />));
    const each = await screen.findByRole('radio', { name: /À chaque demande/ });
    each.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(api.state.alertes).toBe('QUOTIDIEN'));
    expect(screen.getByRole('radio', { name: /Un récapitulatif par jour/ })).toBeChecked();
  });

  it('says why a choice was refused, beside the radios, and shows the stored choice again', async () => {
    const api = fakeDemandesApi([]);
    api.answerNextAlertes('PUT', apiError(403, 'Accès refusé.'));
    render(withQueryClient(<DemandesSection artisanId={7} role="ROLE_ARTISAN" />));
    await userEvent.click(await screen.findByRole('radio', { name: /Un récapitulatif par jour/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${ALERTES_MESSAGES.saveFailed} Accès refusé.`,
    );
    expect(screen.getByRole('radio', { name: /À chaque demande/ })).toBeChecked();
    expect(api.state.alertes).toBe('CHAQUE');
  });

  it('says when the choice cannot be read, and reads it again on « Réessayer »', async () => {
    const api = fakeDemandesApi([]);
    // The client tries a read twice before failing.
    api.answerNextAlertes('GET', unreachable);
    api.answerNextAlertes('GET', unreachable);
    render(withQueryClient(<DemandesSection artisanId={7} role="ROLE_ARTISAN" />));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ALERTES_MESSAGES.loadFailed);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('radio', { name: /À chaque demande/ })).toBeChecked();
  });

  it('lets an admin set it for the artisan', async () => {
    const api = fakeDemandesApi([]);
    render(withQueryClient(<DemandesSection artisanId={7} role="ROLE_ADMIN" />));
    expect(
      await screen.findByText('Comment l’artisan est prévenu par e-mail des demandes des visiteurs.'),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('radio', { name: /Un récapitulatif par jour/ }));
    await waitFor(() => expect(api.state.alertes).toBe('QUOTIDIEN'));
  });
});
