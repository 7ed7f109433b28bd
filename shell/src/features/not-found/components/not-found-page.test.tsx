import { screen } from '@testing-library/react';
import { renderAt } from '../../../test/render';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('says the page was not found, with an illustration and a link home', () => {
    const { container } = renderAt(<NotFoundPage />, '/nulle-part');
    expect(screen.getByRole('heading', { level: 1, name: 'Page non trouvée' })).toBeInTheDocument();
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    expect(document.title).toContain('Page non trouvée');
  });
});
