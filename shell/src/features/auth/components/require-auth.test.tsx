import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { useAuthStore } from '@annuaire/shared/auth/auth-store';
import { inOneHour, renderAt } from '../../../test/render';
import { RequireAuth } from './require-auth';

jest.mock('@annuaire/shared/client/auth', () => ({
  postLogin: jest.fn(),
  postLogout: jest.fn().mockResolvedValue(undefined),
}));

function renderGuarded(path: string) {
  return renderAt(
    <Routes>
      <Route path="/admin" element={<h1>Connexion artisan</h1>} />
      <Route path="/backoffice" element={<h1>Connexion back-office</h1>} />
      <Route
        path="*"
        element={
          <RequireAuth>
            <h1>Zone protégée</h1>
          </RequireAuth>
        }
      />
    </Routes>,
    path,
  );
}

const artisan = { sub: 2, role: 'ROLE_ARTISAN' as const, artisanId: 7 };

describe('RequireAuth', () => {
  beforeEach(() => {
    localStorage.clear();
    act(() => useAuthStore.setState({ token: null, claims: null, loading: false, error: null }));
  });

  it('sends a visitor without claims to /admin from the editor', () => {
    renderGuarded('/admin/artisan/7');
    expect(screen.getByRole('heading', { name: 'Connexion artisan' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin');
  });

  it('sends a visitor without claims to /backoffice from a back-office path', () => {
    renderGuarded('/backoffice/admin/home');
    expect(screen.getByRole('heading', { name: 'Connexion back-office' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/backoffice$/);
  });

  it('renders the protected page for valid claims', () => {
    act(() => useAuthStore.setState({ token: 't', claims: { ...artisan, exp: inOneHour() } }));
    renderGuarded('/admin/artisan/7');
    expect(screen.getByRole('heading', { name: 'Zone protégée' })).toBeInTheDocument();
  });

  it('logs out expired claims, then redirects', () => {
    localStorage.setItem('token', 'expired');
    act(() => useAuthStore.setState({ token: 'expired', claims: { ...artisan, exp: 1000 } }));
    renderGuarded('/backoffice/admin/artisans');
    expect(screen.getByRole('heading', { name: 'Connexion back-office' })).toBeInTheDocument();
    expect(useAuthStore.getState().claims).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('leaves the protected page when the token expires while it is open', () => {
    jest.useFakeTimers();
    try {
      const exp = Math.floor(Date.now() / 1000) + 60;
      act(() => useAuthStore.setState({ token: 't', claims: { ...artisan, exp } }));
      renderGuarded('/admin/artisan/7');
      expect(screen.getByRole('heading', { name: 'Zone protégée' })).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(61_000);
      });
      expect(screen.getByRole('heading', { name: 'Connexion artisan' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
