import { profilePath } from './profile-path';

describe('profilePath', () => {
  it('sends a visitor to the login page', () => {
    expect(profilePath(null)).toBe('/admin');
  });

  it('sends an admin home', () => {
    expect(profilePath({ role: 'ROLE_ADMIN', artisanId: null })).toBe('/');
  });

  it('sends an artisan to their editor, or to the login page when the token names no artisan', () => {
    expect(profilePath({ role: 'ROLE_ARTISAN', artisanId: 12 })).toBe('/admin/artisan/12');
    expect(profilePath({ role: 'ROLE_PARTICULIER', artisanId: null })).toBe('/admin');
  });
});
