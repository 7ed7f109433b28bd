import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { toast } from '@annuaire/shared/ui/toast';
import { AppLayout } from './app-layout';

// The header and footer belong to the layout feature and have their own tests; the routes are tested apart.
jest.mock('../features/layout/components/header', () => ({ Header: () => <header>En-tête</header> }));
jest.mock('../features/layout/components/footer', () => ({ Footer: () => <footer>Pied de page</footer> }));
jest.mock('./routes', () => ({ AppRoutes: () => <p>Page</p> }));

describe('AppLayout', () => {
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('frames the page with landmarks and a skip link', () => {
    const router = createMemoryRouter([{ path: '*', element: <AppLayout /> }]);
    render(withQueryClient(<RouterProvider router={router} />));
    expect(screen.getByRole('banner')).toHaveTextContent('En-tête');
    expect(screen.getByRole('main')).toHaveTextContent('Page');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Pied de page');
    expect(screen.getByRole('link', { name: 'Aller au contenu' })).toHaveAttribute('href', '#contenu');
  });

  it('closes toasts after 2 s on the public site and 5 s in the back office', async () => {
    jest.useFakeTimers();
    try {
      const router = createMemoryRouter([{ path: '*', element: <AppLayout /> }], { initialEntries: ['/'] });
      render(withQueryClient(<RouterProvider router={router} />));
      act(() => {
        toast('Public');
      });
      expect(await screen.findByText('Public')).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(2600);
      });
      expect(screen.queryByText('Public')).not.toBeInTheDocument();

      await act(() => router.navigate('/backoffice/admin/home'));
      act(() => {
        toast('Back-office');
      });
      expect(await screen.findByText('Back-office')).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(2600);
      });
      expect(screen.getByText('Back-office')).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(3000);
      });
      expect(screen.queryByText('Back-office')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
