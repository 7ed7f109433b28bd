import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { updateArtisanDetail } from '@annuaire/shared/client/artisan-details';
import { ApiRequestError } from '@annuaire/shared/client/http';
import type { ArtisanDetail } from '@annuaire/shared/contract/artisan-detail';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { detail } from '../../../test/fixtures';
import { CaptionField } from './caption-field';

jest.mock('@annuaire/shared/client/artisan-details');
const mockedUpdate = jest.mocked(updateArtisanDetail);

function renderCaption(description: string | null = null) {
  const work = detail('IMG_REALISATION', { description }) as ArtisanDetail & {
    type: 'IMG_REALISATION';
    pathImg: string;
  };
  const onSaved = jest.fn();
  render(
    withQueryClient(<CaptionField artisanId={7} detail={work} itemName="Réalisation 2" onSaved={onSaved} />),
  );
  return { work, onSaved };
}

describe('CaptionField', () => {
  it('saves a work image’s caption with its own button, keeping the picture, and says so', async () => {
    const user = userEvent.setup();
    const { work, onSaved } = renderCaption();
    const field = screen.getByRole('textbox', { name: 'Légende de Réalisation 2' });
    const save = screen.getByRole('button', { name: 'Enregistrer la légende de Réalisation 2' });
    expect(field).toHaveAttribute('placeholder', 'Ex. : Salle de bains – Tulle');
    expect(field).toHaveAttribute('maxlength', '499');
    // Nothing changed, nothing to save.
    expect(save).toBeDisabled();
    const stored = { ...work, description: 'Salle de bains – Tulle' };
    mockedUpdate.mockResolvedValue(stored);
    await user.type(field, '  Salle de bains – Tulle {Enter}');
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(stored));
    expect(mockedUpdate).toHaveBeenCalledWith(work.id, {
      type: 'IMG_REALISATION',
      pathImg: work.pathImg,
      description: 'Salle de bains – Tulle',
      artisanId: 7,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Légende enregistrée.');
  });

  it('removes the caption when emptied', async () => {
    const user = userEvent.setup();
    const { work } = renderCaption('Cuisine');
    mockedUpdate.mockResolvedValue({ ...work, description: null });
    await user.clear(screen.getByRole('textbox', { name: 'Légende de Réalisation 2' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer la légende de Réalisation 2' }));
    await waitFor(() =>
      expect(mockedUpdate).toHaveBeenCalledWith(work.id, expect.objectContaining({ description: null })),
    );
  });

  it('keeps what was typed and says next to the field why the API refused it', async () => {
    const user = userEvent.setup();
    renderCaption();
    mockedUpdate.mockRejectedValue(new ApiRequestError('Accès refusé.', 403));
    const field = screen.getByRole('textbox', { name: 'Légende de Réalisation 2' });
    await user.type(field, 'Terrasse');
    await user.click(screen.getByRole('button', { name: 'Enregistrer la légende de Réalisation 2' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('Accès refusé.')));
    expect(field).toHaveValue('Terrasse');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
