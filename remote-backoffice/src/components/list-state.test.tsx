import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListQuery } from '../utils/list-query';
import { ListState } from './list-state';

function renderState(
  list: Partial<ListQuery<unknown>>,
  empty = false,
  emptyHeadingLevel?: 2 | 3,
  emptyDetail?: string,
) {
  const reload = jest.fn();
  render(
    <ListState
      list={{ data: null, loading: false, error: null, reload, ...list }}
      empty={empty}
      loadingText="Chargement des comptes..."
      emptyText="Aucun compte pour l'instant."
      emptyHeadingLevel={emptyHeadingLevel}
      emptyDetail={emptyDetail}
    >
      <p>Les lignes</p>
    </ListState>,
  );
  return reload;
}

describe('ListState', () => {
  it("shows the failure in French with 'Réessayer', even over an earlier answer", async () => {
    const reload = renderState({ data: [1], error: 'Le serveur est injoignable.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Le serveur est injoignable.');
    expect(screen.queryByText('Les lignes')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(reload).toHaveBeenCalled();
  });

  it('says it is loading until the first answer', () => {
    renderState({ loading: true });
    expect(screen.getByText('Chargement des comptes...')).toBeInTheDocument();
  });

  it('says when there is nothing', () => {
    renderState({ data: [] }, true);
    expect(
      screen.getByRole('heading', { level: 2, name: "Aucun compte pour l'instant." }),
    ).toBeInTheDocument();
  });

  it('says under the empty message what would fill the list', () => {
    renderState({ data: [] }, true, 2, 'Un administrateur crée les comptes.');
    expect(screen.getByText('Un administrateur crée les comptes.')).toBeInTheDocument();
  });

  it('titles the empty message one level down inside a dialog', () => {
    renderState({ data: [] }, true, 3);
    expect(
      screen.getByRole('heading', { level: 3, name: "Aucun compte pour l'instant." }),
    ).toBeInTheDocument();
  });

  it('shows the rows once there are some', () => {
    renderState({ data: [1] });
    expect(screen.getByText('Les lignes')).toBeInTheDocument();
  });
});
