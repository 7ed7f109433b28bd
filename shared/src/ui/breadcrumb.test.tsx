import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Breadcrumb, type BreadcrumbItem } from './breadcrumb';

function renderBreadcrumb(items: BreadcrumbItem[]) {
  return render(
    <MemoryRouter>
      <Breadcrumb items={items} />
    </MemoryRouter>,
  );
}

describe('Breadcrumb', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('logs an error and renders nothing without items', () => {
    const { container } = renderBreadcrumb([]);
    expect(container).toBeEmptyDOMElement();
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('renders a single item as the current page', () => {
    renderBreadcrumb([{ label: 'Accueil', to: '/' }]);
    const nav = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    expect(nav).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Accueil')).toHaveAttribute('aria-current', 'page');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('renders three items: links, then the current page', () => {
    renderBreadcrumb([
      { label: 'Accueil', to: '/' },
      { label: 'Métiers', to: '/metiers' },
      { label: 'Plombier' },
    ]);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Métiers' })).toHaveAttribute('href', '/metiers');
    expect(screen.getByText('Plombier')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('logs an error and renders nothing with four items', () => {
    const { container } = renderBreadcrumb([
      { label: 'Accueil', to: '/' },
      { label: 'Infos et aides', to: '/infos-et-aides' },
      { label: 'Fiscalité', to: '/fisc-immo' },
      { label: 'LMNP' },
    ]);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});
