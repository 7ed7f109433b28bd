import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { ApiRequestError } from '../client/http';
import { apiFieldErrors, fieldErrorsFrom, issuePath } from './field-errors';
import { useContractForm } from './use-contract-form';

const Schema = z.object({
  nom: z.string().trim().min(1, 'Le nom est obligatoire.'),
  adresse: z.object({ codePostal: z.string().regex(/^\d{5}$/, 'Le code postal doit comporter 5 chiffres.') }),
});

function Form({ submit }: { submit(data: z.output<typeof Schema>): Promise<unknown> }) {
  const form = useContractForm({
    schema: Schema,
    initialValues: { nom: '', codePostal: '' },
    fields: ['nom', 'codePostal'],
    toInput: (values) => ({ nom: values.nom, adresse: { codePostal: values.codePostal } }),
    submit,
    onSuccess: () => form.reset(),
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <label>
        Nom
        <input
          name="nom"
          value={form.values.nom}
          onChange={(event) => form.setValue('nom', event.target.value)}
        />
      </label>
      {form.errors.nom ? <p>{form.errors.nom}</p> : null}
      <label>
        Code postal
        <input
          name="codePostal"
          value={form.values.codePostal}
          onChange={(event) => form.setValue('codePostal', event.target.value)}
        />
      </label>
      {form.errors.codePostal ? <p>{form.errors.codePostal}</p> : null}
      {form.formError ? <p role="alert">{form.formError}</p> : null}
      <button type="submit">{form.sending ? 'Envoi en cours...' : 'Envoyer'}</button>
    </form>
  );
}

describe('field errors', () => {
  it('maps zod and API paths onto the fields a form lists', () => {
    expect(issuePath('body.adresse.codePostal')).toBe('adresse.codePostal');
    expect(issuePath('/adresse/codePostal')).toBe('adresse.codePostal');
    expect(issuePath(['adresse', 'codePostal'])).toBe('adresse.codePostal');
    const issues = [
      { path: ['adresse', 'codePostal'], message: 'premier' },
      { path: ['adresse', 'codePostal'], message: 'second' },
      { path: ['inconnu'], message: 'ignoré' },
    ];
    expect(fieldErrorsFrom(issues, ['codePostal'])).toEqual({ codePostal: 'premier' });
    expect(fieldErrorsFrom(issues, ['adresse'])).toEqual({ adresse: 'premier' });
    expect(fieldErrorsFrom(issues)).toEqual({ 'adresse.codePostal': 'premier', inconnu: 'ignoré' });
    const error = new ApiRequestError('Requête invalide.', 400, [
      { path: 'body.nom', message: 'Trop long.' },
    ]);
    expect(apiFieldErrors(error, ['nom'])).toEqual({ nom: 'Trop long.' });
    expect(apiFieldErrors(new Error('x'), ['nom'])).toEqual({});
  });
});

describe('useContractForm', () => {
  it('shows the contract’s messages next to their fields, focuses the first and sends nothing', async () => {
    const submit = jest.fn().mockResolvedValue(undefined);
    render(<Form submit={submit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByText('Le nom est obligatoire.')).toBeInTheDocument();
    expect(screen.getByText('Le code postal doit comporter 5 chiffres.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nom')).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();
    // Typing in a field clears its error only.
    await userEvent.type(screen.getByLabelText('Nom'), 'Durand');
    expect(screen.queryByText('Le nom est obligatoire.')).not.toBeInTheDocument();
    expect(screen.getByText('Le code postal doit comporter 5 chiffres.')).toBeInTheDocument();
  });

  it('sends the checked data once, then runs onSuccess', async () => {
    let resolve!: () => void;
    const submit = jest.fn(() => new Promise<void>((done) => (resolve = done)));
    render(<Form submit={submit} />);
    await userEvent.type(screen.getByLabelText('Nom'), '  Durand ');
    await userEvent.type(screen.getByLabelText('Code postal'), '19100');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByRole('button', { name: 'Envoi en cours...' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Envoi en cours...' }));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]).toEqual([
      { nom: 'Durand', adresse: { codePostal: '19100' } },
      expect.anything(),
    ]);
    await act(async () => resolve());
    expect(screen.getByLabelText('Nom')).toHaveValue('');
  });

  it('keeps the values on a failure and shows the API’s field errors and message', async () => {
    const submit = jest
      .fn()
      .mockRejectedValue(
        new ApiRequestError('Requête invalide.', 400, [
          { path: 'body.adresse.codePostal', message: 'Code postal inconnu.' },
        ]),
      );
    render(<Form submit={submit} />);
    await userEvent.type(screen.getByLabelText('Nom'), 'Durand');
    await userEvent.type(screen.getByLabelText('Code postal'), '00000');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Code postal inconnu.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Requête invalide.');
    expect(screen.getByLabelText('Code postal')).toHaveFocus();
    expect(screen.getByLabelText('Nom')).toHaveValue('Durand');
  });
});
