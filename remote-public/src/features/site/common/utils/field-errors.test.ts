import { ApiRequestError } from '@annuaire/shared/client/http';
import { apiFieldErrors, describeFailure, fieldErrorsFrom, firstInvalid } from './field-errors';

describe('field errors', () => {
  it('keeps the first message of each known field', () => {
    const errors = fieldErrorsFrom(
      [
        { path: ['nom'], message: 'Le nom est obligatoire.' },
        { path: ['nom'], message: 'second' },
        { path: ['email'], message: 'Adresse e-mail invalide.' },
        { path: ['website'], message: 'ignored' },
      ],
      ['nom', 'email', 'tel'] as const,
    );
    expect(errors).toEqual({ nom: 'Le nom est obligatoire.', email: 'Adresse e-mail invalide.' });
    expect(firstInvalid(errors, ['tel', 'email', 'nom'] as const)).toBe('email');
    expect(firstInvalid({}, ['nom'] as const)).toBeUndefined();
  });

  it('reads the field errors of an API answer (dotted paths) and its message', () => {
    const error = new ApiRequestError('Requête invalide.', 400, [
      { path: 'tel', message: 'Le téléphone est obligatoire.' },
    ]);
    expect(apiFieldErrors(error, ['tel'] as const)).toEqual({ tel: 'Le téléphone est obligatoire.' });
    expect(apiFieldErrors(new Error('x'), ['tel'] as const)).toEqual({});
    expect(describeFailure(error, 'repli')).toBe('Requête invalide.');
    expect(describeFailure(new Error('x'), 'repli')).toBe('repli');
  });
});
