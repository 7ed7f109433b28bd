import { render, screen } from '@testing-library/react';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows a heading, a text and an action', () => {
    render(
      <EmptyState
        title="Aucun artisan trouvé pour cette spécialité."
        text="Essayez une autre spécialité ou la carte."
        action={<button type="button">Voir sur la carte</button>}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Aucun artisan trouvé pour cette spécialité.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Essayez une autre spécialité ou la carte.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voir sur la carte' })).toBeInTheDocument();
  });

  it('takes a heading level', () => {
    render(<EmptyState title="Page non trouvée" headingLevel={1} icon={null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page non trouvée' })).toBeInTheDocument();
  });
});
