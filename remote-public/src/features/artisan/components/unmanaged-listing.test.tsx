// The alternatives of a listing that cannot be reached, around the visitor's place: the section's own address box
// asks for the artisans who serve the place chosen, and the title names it (the page's own tests cover the
// listing's town, the server render and the hydration).
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAlternatives } from '@annuaire/shared/client/artisans';
import { searchAddress } from '@annuaire/shared/client/geo';
import { ApiRequestError } from '@annuaire/shared/client/http';
import type { AddressFeature } from '@annuaire/shared/contract/address';
import { cardOf } from '../../../test/artisan-cards';
import { renderAt } from '../../../test/render-at';
import { publicArtisan } from '../test/public-artisan';
import { Alternatives } from './unmanaged-listing';

jest.mock('@annuaire/shared/client/artisans', () => ({ fetchAlternatives: jest.fn() }));
jest.mock('@annuaire/shared/client/geo', () => ({ searchAddress: jest.fn() }));

const BRIVE: AddressFeature = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [1.5333, 45.1589] },
  properties: { id: '19031', label: 'Brive-la-Gaillarde', postcode: '19100', city: 'Brive-la-Gaillarde' },
};
const MALEMORT: AddressFeature = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [1.5633, 45.17] },
  properties: { id: '19123', label: 'Malemort', postcode: '19360', city: 'Malemort' },
};

const AT_TULLE = [cardOf(31, { entrepriseNom: 'Sanitaire Dubois', ville: 'Tulle', codePostal: '19000' })];
const AT_BRIVE = [
  cardOf(41, { entrepriseNom: 'Brive Plomberie' }),
  cardOf(42, { entrepriseNom: 'Eau Vive' }),
];

const TULLE_TITLE = 'Artisans plombier qui interviennent à Tulle';
const BRIVE_TITLE = 'Artisans plombier qui interviennent à Brive-la-Gaillarde';
const PLACE_LABEL = 'Votre commune ou code postal';

function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const artisan = publicArtisan({ geree: false, joignabilite: 'PLAFOND', rayonActivite: 0 });
  renderAt(<Alternatives artisan={artisan} />, { url: '/artisan/7' });
  return { user, box: screen.getByRole('combobox', { name: PLACE_LABEL }) };
}

/** The section, by its title (an h2). */
function section(title: string) {
  return screen.getByRole('region', { name: title });
}

/** Types `text` in the place box, lets the pause pass, and picks the suggestion named `option`. */
async function choosePlace(
  user: ReturnType<typeof userEvent.setup>,
  box: HTMLElement,
  text: string,
  option: RegExp,
) {
  await user.type(box, text);
  await act(async () => {
    jest.advanceTimersByTime(300);
  });
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the alternatives of a listing that cannot be reached, around the visitor’s place', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.mocked(searchAddress).mockResolvedValue([BRIVE, MALEMORT]);
  });
  afterEach(() => jest.useRealTimers());

  it('asks for the listing’s own town first, with a labelled search box and no reset', async () => {
    jest.mocked(fetchAlternatives).mockResolvedValue(AT_TULLE);
    const { box } = setup();
    const region = section(TULLE_TITLE);
    expect(await within(region).findByRole('link', { name: 'Sanitaire Dubois' })).toBeInTheDocument();
    expect(fetchAlternatives).toHaveBeenCalledWith(7);
    expect(
      within(region).getByRole('search', { name: 'Chercher les artisans qui interviennent chez vous' }),
    ).toContainElement(box);
    expect(box).toHaveValue('');
    expect(screen.queryByRole('button', { name: /^Revenir à/ })).not.toBeInTheDocument();
  });

  it('asks again for the place chosen, with its lat and lon, names it in the title and shows its artisans', async () => {
    let answerBrive: (cards: typeof AT_BRIVE) => void = () => undefined;
    jest
      .mocked(fetchAlternatives)
      .mockResolvedValueOnce(AT_TULLE)
      .mockImplementationOnce(() => new Promise((resolve) => (answerBrive = resolve)));
    const { user, box } = setup();
    expect(await screen.findByRole('link', { name: 'Sanitaire Dubois' })).toBeInTheDocument();

    await choosePlace(user, box, 'Brive', /Brive-la-Gaillarde/);
    expect(fetchAlternatives).toHaveBeenLastCalledWith(7, { lat: 45.1589, lon: 1.5333 });
    expect(box).toHaveValue('Brive-la-Gaillarde');
    // The new place's title at once, its own loading state while its artisans load: none of the old town's cards.
    const region = section(BRIVE_TITLE);
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(BRIVE_TITLE);
    expect(within(region).getByRole('status')).toHaveTextContent(
      'Recherche des artisans qui interviennent près d’ici…',
    );
    expect(within(region).queryByRole('link', { name: 'Sanitaire Dubois' })).not.toBeInTheDocument();

    await act(async () => answerBrive(AT_BRIVE));
    const cards = within(region).getAllByRole('heading', { level: 3 });
    expect(cards.map((card) => card.textContent)).toEqual(['Brive Plomberie', 'Eau Vive']);
    // Read out politely once loaded.
    expect(within(region).getByText('2 artisans interviennent à Brive-la-Gaillarde.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(fetchAlternatives).toHaveBeenCalledTimes(2);
  });

  it('chooses a place with the keyboard too', async () => {
    jest.mocked(fetchAlternatives).mockResolvedValueOnce(AT_TULLE).mockResolvedValue(AT_BRIVE);
    const { user, box } = setup();
    await user.type(box, '1936');
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(fetchAlternatives).toHaveBeenLastCalledWith(7, { lat: 45.17, lon: 1.5633 });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Artisans plombier qui interviennent à Malemort' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Eau Vive' })).toBeInTheDocument();
  });

  it('goes back to the listing’s town on « Revenir à Tulle », the focus in the emptied box', async () => {
    jest.mocked(fetchAlternatives).mockResolvedValueOnce(AT_TULLE).mockResolvedValue(AT_BRIVE);
    const { user, box } = setup();
    expect(await screen.findByRole('link', { name: 'Sanitaire Dubois' })).toBeInTheDocument();
    await choosePlace(user, box, 'Brive', /Brive-la-Gaillarde/);
    expect(await screen.findByRole('link', { name: 'Brive Plomberie' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revenir à Tulle' }));
    const region = section(TULLE_TITLE);
    // The town's answer is still fresh: shown again at once, without a new call.
    expect(within(region).getByRole('link', { name: 'Sanitaire Dubois' })).toBeInTheDocument();
    expect(fetchAlternatives).toHaveBeenCalledTimes(2);
    expect(within(region).getByText('1 artisan intervient à Tulle.')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Revenir à/ })).not.toBeInTheDocument();
  });

  it('says when no artisan serves the place chosen', async () => {
    jest.mocked(fetchAlternatives).mockResolvedValueOnce(AT_TULLE).mockResolvedValue([]);
    const { user, box } = setup();
    await choosePlace(user, box, 'Brive', /Brive-la-Gaillarde/);
    const region = section(BRIVE_TITLE);
    expect(
      await within(region).findByText('Aucun artisan inscrit de ce métier n’intervient encore ici.'),
    ).toBeInTheDocument();
    expect(within(region).queryByRole('list')).not.toBeInTheDocument();
    expect(
      within(region).getByText('Aucun artisan inscrit n’intervient encore à Brive-la-Gaillarde.'),
    ).toHaveAttribute('aria-live', 'polite');
  });

  it('says when the artisans of the place chosen cannot be loaded, and asks again for that place on « Réessayer »', async () => {
    jest
      .mocked(fetchAlternatives)
      .mockResolvedValueOnce(AT_TULLE)
      .mockRejectedValueOnce(
        new ApiRequestError('Le serveur est injoignable. Vérifiez votre connexion et réessayez.', null),
      )
      .mockResolvedValue(AT_BRIVE);
    const { user, box } = setup();
    await choosePlace(user, box, 'Brive', /Brive-la-Gaillarde/);
    const region = section(BRIVE_TITLE);
    expect(await within(region).findByRole('alert')).toHaveTextContent('Le serveur est injoignable.');
    await user.click(within(region).getByRole('button', { name: 'Réessayer' }));
    expect(await within(region).findByRole('link', { name: 'Brive Plomberie' })).toBeInTheDocument();
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchAlternatives).toHaveBeenCalledTimes(3);
    expect(fetchAlternatives).toHaveBeenLastCalledWith(7, { lat: 45.1589, lon: 1.5333 });
  });
});
