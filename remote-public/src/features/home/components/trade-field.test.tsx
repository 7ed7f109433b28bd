import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, stubFormData } from '../../../test/render-at';
import type { SpecialitesQueryResult } from '@annuaire/shared/query/specialites';
import { HomeSearch } from './home-search';

/** The fields of a query result the search reads. */
type TradesState = Pick<SpecialitesQueryResult, 'status' | 'data'>;

const TRADES: TradesState = {
  status: 'success',
  data: [
    { id: 2, metier: 'Électricien', pathImg: null, nombreArtisans: 1 },
    { id: 3, metier: 'Menuisier', pathImg: null, nombreArtisans: 1 },
    { id: 1, metier: 'Plombier', pathImg: null, nombreArtisans: 1 },
  ],
};

function setup(trades: TradesState = TRADES) {
  const user = userEvent.setup();
  renderAt(
    <>
      <HomeSearch trades={trades as SpecialitesQueryResult} />
      <p>Ailleurs sur la page</p>
    </>,
    { url: '/' },
  );
  return { user, input: screen.getByRole('combobox', { name: 'Quoi ?' }) };
}

const currentPath = () => screen.getByTestId('location').textContent;

const options = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('the home search, its « Quoi ? » field', () => {
  beforeEach(stubFormData);

  it('opens the list of trades on focus', async () => {
    const { user, input } = setup();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(options()).toEqual(['Électricien', 'Menuisier', 'Plombier']);
  });

  it('filters by a contains-match that ignores case and accents', async () => {
    const { user, input } = setup();
    await user.type(input, 'ELEC');
    expect(options()).toEqual(['Électricien']);
    await user.clear(input);
    await user.type(input, 'ier');
    expect(options()).toEqual(['Menuisier', 'Plombier']);
    await user.clear(input);
    await user.type(input, 'zz');
    expect(options()).toEqual([]);
    expect(screen.getByText('Aucune spécialité ne correspond.')).toBeInTheDocument();
  });

  it('closes on a choice, and "Chercher" goes to the chosen trade', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'Menuisier' }));
    expect(input).toHaveValue('Menuisier');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Chercher' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/metier/3');
  });

  it('chooses with the keyboard', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(input).toHaveValue('Plombier');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/metier/1');
  });

  it('goes to /metiers when the box is empty', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Chercher' }));
    expect(currentPath()).toBe('/metiers');
  });

  it('takes the only trade that matches a text typed but not chosen, on Enter', async () => {
    const { user, input } = setup();
    await user.type(input, 'plomb{Enter}');
    expect(currentPath()).toBe('/metier/1');
  });

  it('takes the first of several trades that match, with "Chercher" too', async () => {
    const { user, input } = setup();
    await user.type(input, 'IER');
    expect(options()).toEqual(['Menuisier', 'Plombier']);
    await user.click(screen.getByRole('button', { name: 'Chercher' }));
    expect(currentPath()).toBe('/metier/3');
  });

  it('prefers the trade named in full to an earlier one that only contains it', async () => {
    const { user, input } = setup({
      status: 'success',
      data: [
        { id: 7, metier: 'Plombier-chauffagiste', pathImg: null, nombreArtisans: 1 },
        { id: 1, metier: 'Plombier', pathImg: null, nombreArtisans: 1 },
      ],
    });
    await user.type(input, 'plombier{Enter}');
    expect(currentPath()).toBe('/metier/1');
  });

  it('says that no trade matches, next to the box, and goes nowhere', async () => {
    const { user, input } = setup();
    await user.type(input, 'plomx{Enter}');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Aucune spécialité ne correspond à « plomx ».');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Aucune spécialité ne correspond à « plomx ».');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(currentPath()).toBe('/');
    await user.click(screen.getByRole('button', { name: 'Chercher' }));
    expect(currentPath()).toBe('/');
    // Typing again takes the message away.
    await user.type(input, '{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('keeps the list until a press on "Chercher" is over, even when the focus leaves the box (Safari)', async () => {
    const { user, input } = setup();
    await user.type(input, 'plomb');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const button = screen.getByRole('button', { name: 'Chercher' });
    // Safari does not focus a button pressed: the box loses the focus to nothing.
    fireEvent.mouseDown(button);
    fireEvent.blur(input, { relatedTarget: null });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseUp(button);
    fireEvent.click(button);
    expect(currentPath()).toBe('/metier/1');
  });

  it('goes to /metiers while the trades are not known yet', async () => {
    const { user, input } = setup({ status: 'pending', data: undefined });
    await user.type(input, 'plomb{Enter}');
    expect(currentPath()).toBe('/metiers');
  });

  it('takes a trade typed in full as chosen', async () => {
    const { user, input } = setup();
    await user.type(input, 'electricien{Escape}');
    await user.click(screen.getByRole('button', { name: 'Chercher' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/metier/2');
  });

  it('closes on an outside click, choosing nothing, and on Escape', async () => {
    const { user, input } = setup();
    await user.type(input, 'e');
    expect(options()).toEqual(['Électricien', 'Menuisier', 'Plombier']);
    await user.keyboard('{ArrowDown}');
    await user.click(screen.getByText('Ailleurs sur la page'));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('e');
    expect(currentPath()).toBe('/');
    // A click that leaves the focus where it was: the list keeps its room until the click is over, so that the
    // click lands where it was aimed.
    await user.click(input);
    const elsewhere = screen.getByText('Ailleurs sur la page');
    fireEvent.mouseDown(elsewhere);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseUp(elsewhere);
    fireEvent.click(elsewhere);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.click(input);
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('e');
  });

  it('says when the trades are loading', async () => {
    const { user, input } = setup({ status: 'pending', data: undefined });
    await user.click(input);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');
  });

  it('says when the trades could not be loaded, and still searches all trades', async () => {
    const { user, input } = setup({ status: 'error', data: undefined });
    await user.click(input);
    expect(screen.getByText('Impossible de charger les spécialités pour le moment.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Chercher' }));
    expect(currentPath()).toBe('/metiers');
  });
});
