import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Card } from './card';

describe('Card', () => {
  it('links its title and shows a decorative image', () => {
    const { container } = render(
      <MemoryRouter>
        <Card title="Plombier" to="/metier/3" image={{ src: '/uploads/plombier.webp' }}>
          12 artisans
        </Card>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Plombier' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plombier' })).toHaveAttribute('href', '/metier/3');
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.getByText('12 artisans')).toBeInTheDocument();
  });

  it('renders a plain card without a link', () => {
    render(
      <Card title="Transparence" headingLevel={2} footer={<button type="button">Lire l'article</button>}>
        Des avis authentiques.
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Transparence' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Lire l'article" })).toBeInTheDocument();
  });
});
