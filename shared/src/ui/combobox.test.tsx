import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Combobox, COMBOBOX_TEXTS, type ComboboxProps } from './combobox';

const TOWNS = ['Brive', 'Tulle', 'Ussel'];

type Extra = Partial<Pick<ComboboxProps<string>, 'loading' | 'searchError' | 'onRetry' | 'footer' | 'error'>>;

/** A field over a fixed list, filtered by the text: what a caller asking the API does with its answers. */
function Towns({
  onChoose = () => {},
  onKeyDownOutside = () => {},
  ...extra
}: Extra & {
  onChoose?(town: string): void;
  onKeyDownOutside?(): void;
}) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  return (
    // The dialog a form sits in closes on Escape: the combobox's Escape must not reach it.
    <div onKeyDown={(event) => event.key === 'Escape' && onKeyDownOutside()}>
      <Combobox
        label="Ville"
        hint="Une ville de Corrèze."
        required
        name="ville"
        value={text}
        onValueChange={setText}
        open={open}
        onOpenChange={setOpen}
        options={TOWNS.filter((town) => town.toLowerCase().includes(text.toLowerCase()))}
        optionKey={(town) => town}
        renderOption={(town) => town}
        onChoose={(town) => {
          setText(town);
          onChoose(town);
        }}
        emptyText="Aucune ville ne correspond."
        listLabel="Villes"
        {...extra}
      />
    </div>
  );
}

const box = () => screen.getByRole('combobox', { name: /Ville/ });

describe('Combobox', () => {
  it('is a labelled text box controlling a listbox, closed until clicked', async () => {
    const user = userEvent.setup();
    render(<Towns />);
    expect(box()).toHaveAttribute('type', 'text');
    expect(box()).toHaveAttribute('aria-autocomplete', 'list');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toBeRequired();
    expect(box()).toHaveAccessibleDescription(/Une ville de Corrèze\./);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.click(box());
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Villes' })).toBe(
      document.getElementById(box().getAttribute('aria-controls')!),
    );
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('moves with the arrows (wrapping), chooses with Enter, closes with Escape without letting it out', async () => {
    const user = userEvent.setup();
    const onChoose = jest.fn();
    const outside = jest.fn();
    render(<Towns onChoose={onChoose} onKeyDownOutside={outside} />);
    box().focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Brive' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    const ussel = screen.getByRole('option', { name: 'Ussel' });
    expect(ussel).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', ussel.id);
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith('Ussel');
    expect(box()).toHaveValue('Ussel');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(outside).not.toHaveBeenCalled();
    // Closed, Escape is the page's again.
    await user.keyboard('{Escape}');
    expect(outside).toHaveBeenCalledTimes(1);
  });

  it('keeps Enter from sending the form while open, and sends it once closed', async () => {
    const user = userEvent.setup();
    const submit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={submit}>
        <Towns />
      </form>,
    );
    await user.click(box());
    await user.keyboard('{Enter}');
    expect(submit).not.toHaveBeenCalled();
    await user.keyboard('{Escape}{Enter}');
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('says when nothing matches, and announces the suggestions', async () => {
    const user = userEvent.setup();
    render(<Towns />);
    await user.type(box(), 'u');
    expect(screen.getByRole('option', { name: 'Tulle' })).toBeInTheDocument();
    expect(
      screen.getByText('2 suggestions : flèches haut et bas pour les parcourir.', { selector: 'span' }),
    ).toBeInTheDocument();
    await user.type(box(), 'zz');
    expect(screen.getByText('Aucune ville ne correspond.', { selector: 'p' })).toBeVisible();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the loading with the last list, a failure with its retry, and a footer', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    const { rerender } = render(<Towns loading />);
    await user.click(box());
    expect(screen.getByRole('status')).toHaveTextContent(COMBOBOX_TEXTS.loading);
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
    rerender(<Towns searchError="Le serveur est injoignable." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Le serveur est injoignable.');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: COMBOBOX_TEXTS.retry }));
    expect(onRetry).toHaveBeenCalled();
    expect(box()).toHaveFocus();
    rerender(<Towns footer="3 premières villes sur 286." />);
    expect(screen.getByText('3 premières villes sur 286.')).toBeVisible();
  });

  it('shows the field error, and closes when the focus leaves', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Towns error="La ville est obligatoire." />
        <button type="button">Après</button>
      </>,
    );
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(box()).toHaveAccessibleDescription(/La ville est obligatoire\./);
    await user.click(box());
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseDown(screen.getByRole('option', { name: 'Tulle' }));
    expect(box()).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Après' })).toHaveFocus();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });
});
