import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, stubFormData } from '../../../test/render-at';
import type { SpecialitesQueryResult } from '@annuaire/shared/query/specialites';
import { SpecialitySearch } from './speciality-search';

/** The fields of a query result the search reads. */
type TradesState = Pick<SpecialitesQueryResult, 'status' | 'data'>;

const TRADES: TradesState = {
  status: 'success',
  data: [
    { id: 2, metier: 'Électricien', pathImg: null },
    { id: 3, metier: 'Menuisier', pathImg: null },
    { id: 1, metier: 'Plombier', pathImg: null },
  ],
};

function setup(trades: TradesState = TRADES) {
  const user = userEvent.setup();
  renderAt(<SpecialitySearch trades={trades as SpecialitesQueryResult} />, { url: '/' });
  return { user, input: screen.getByRole('combobox', { name: 'Spécialité' }) };
}

const options = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('SpecialitySearch', () => {
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

  it('goes to /metiers when no trade is chosen', async () => {
    const { user, input } = setup();
    await user.type(input, 'plomb');
    await user.click(screen.getByRole('button', { name: 'Chercher' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/metiers$/);
  });

  it('takes a trade typed in full as chosen', async () => {
    const { user, input } = setup();
    await user.type(input, 'electricien{Escape}');
    await user.click(screen.getByRole('button', { name: 'Chercher' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/metier/2');
  });

  it('closes on an outside click and on Escape', async () => {
    const { user, input } = setup();
    await user.click(input);
    fireEvent.pointerDown(document.body);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.click(input);
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
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
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/metiers$/);
  });
});
