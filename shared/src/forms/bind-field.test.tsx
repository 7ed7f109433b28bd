import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { bindField, maxLengthOf } from './bind-field';
import { useContractForm } from './use-contract-form';

const Schema = z.object({ nom: z.string().trim().min(1, 'Le nom est obligatoire.').max(100) });

function Form({ onEdit }: { onEdit(): void }) {
  const form = useContractForm({
    schema: Schema,
    initialValues: { nom: '' },
    fields: ['nom'],
    submit: () => Promise.resolve(),
  });
  const { error, ...control } = bindField(form, 'nom', onEdit);
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <label>
        Nom
        <input {...control} maxLength={maxLengthOf(Schema.shape.nom)} />
      </label>
      {error ? <p>{error}</p> : null}
      <button type="submit">Envoyer</button>
    </form>
  );
}

describe('bindField', () => {
  it('names the control, shows its error, and a change sets the value, clears the error and tells onEdit', async () => {
    const onEdit = jest.fn();
    render(<Form onEdit={onEdit} />);
    const input = screen.getByLabelText('Nom');
    expect(input).toHaveAttribute('name', 'nom');
    expect(input).toHaveAttribute('maxLength', '100');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByText('Le nom est obligatoire.')).toBeInTheDocument();
    await userEvent.type(input, 'D');
    expect(input).toHaveValue('D');
    expect(screen.queryByText('Le nom est obligatoire.')).not.toBeInTheDocument();
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('gives no maxLength for an unbounded string', () => {
    expect(maxLengthOf(z.string())).toBeUndefined();
  });
});
