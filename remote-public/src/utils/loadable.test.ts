import { ApiRequestError } from '@annuaire/shared/client/http';
import { isNotFound, loadable } from './loadable';

describe('loadable', () => {
  it('is loading until the first answer, and again while a failed query asks again', () => {
    expect(loadable({ status: 'pending', fetchStatus: 'fetching', data: undefined })).toEqual({
      status: 'loading',
    });
    expect(loadable({ status: 'pending', fetchStatus: 'idle', data: undefined })).toEqual({
      status: 'loading',
    });
    expect(loadable({ status: 'error', fetchStatus: 'fetching', data: undefined })).toEqual({
      status: 'loading',
    });
  });

  it('is an error once a query failed, and keeps the data it has while a fresher copy loads', () => {
    expect(loadable({ status: 'error', fetchStatus: 'idle', data: undefined })).toEqual({ status: 'error' });
    expect(loadable({ status: 'success', fetchStatus: 'fetching', data: ['Plombier'] })).toEqual({
      status: 'success',
      data: ['Plombier'],
    });
  });
});

describe('isNotFound', () => {
  it('is true for a 404 or a 400 of the API only', () => {
    expect(isNotFound(new ApiRequestError('Artisan introuvable.', 404))).toBe(true);
    expect(isNotFound(new ApiRequestError('Identifiant invalide.', 400))).toBe(true);
    expect(isNotFound(new ApiRequestError('Erreur', 500))).toBe(false);
    expect(isNotFound(new TypeError('Failed to fetch'))).toBe(false);
    expect(isNotFound(null)).toBe(false);
  });
});
