import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { fetchDemande } from '@annuaire/shared/client/demandes';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { demande } from '../../../test/fixtures';
import { DemandeModal } from './demande-modal';

jest.mock('@annuaire/shared/client/demandes');

const handled = demande({
  id: 30,
  nom: 'Anne Leroy',
  email: 'anne.leroy@exemple.fr',
  telephone: null,
  codePostal: '19000',
  message: 'Une fuite sous l’évier.\n\nDisponible le matin.',
  dateEnvoi: '2026-11-20T09:00:00.000Z',
  traitee: true,
  dateTraitement: '2026-11-21T10:00:00.000Z',
});

function renderModal(onClose = jest.fn()) {
  render(
    withQueryClient(
      <DemandeModal
        demande={{ id: 30, nom: 'Anne Leroy' }}
        entrepriseNom="Atelier Martin"
        onClose={onClose}
      />,
    ),
  );
  return onClose;
}

describe('DemandeModal', () => {
  it('says it is loading, then shows the request: no phone given, when it was handled, the message as typed', async () => {
    jest.mocked(fetchDemande).mockResolvedValue(handled);
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Demande de Anne Leroy' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Chargement de la demande...');
    expect(await within(dialog).findByText('anne.leroy@exemple.fr')).toBeInTheDocument();
    expect(fetchDemande).toHaveBeenCalledWith(30);
    expect(dialog).toHaveTextContent('TéléphoneNon indiqué');
    expect(within(dialog).queryByRole('link', { name: /^0/ })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('Envoyée le20 novembre 2026 à 10 h 00');
    expect(dialog).toHaveTextContent('ÉtatTraitée le 21 novembre 2026 à 11 h 00');
    expect(within(dialog).getByText(/Une fuite/).textContent).toBe(
      'Une fuite sous l’évier.\n\nDisponible le matin.',
    );
  });

  it("shows the API's French message when the request cannot be read, with a retry", async () => {
    jest.mocked(fetchDemande).mockRejectedValueOnce(new ApiRequestError('Demande introuvable.', 404));
    jest.mocked(fetchDemande).mockResolvedValueOnce(handled);
    renderModal();
    expect(await screen.findByRole('alert')).toHaveTextContent('Demande introuvable.');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('anne.leroy@exemple.fr')).toBeInTheDocument();
  });

  it('closes with « Fermer » and with Escape', async () => {
    jest.mocked(fetchDemande).mockResolvedValue(handled);
    const user = userEvent.setup();
    const onClose = renderModal();
    await screen.findByText('anne.leroy@exemple.fr');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    const buttons = screen.getAllByRole('button', { name: 'Fermer' });
    await user.click(buttons.at(-1)!);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
