import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Button, ButtonLink } from './button';

describe('Button', () => {
  it('is a plain button by default and reports clicks', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Chercher</Button>);
    const button = screen.getByRole('button', { name: 'Chercher' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps a submit type when asked', () => {
    render(<Button type="submit">Se connecter</Button>);
    expect(screen.getByRole('button', { name: 'Se connecter' })).toHaveAttribute('type', 'submit');
  });

  it('while loading: busy, disabled, ignores clicks and can show a loading label', async () => {
    const onClick = jest.fn();
    const { rerender } = render(
      <Button loading loadingText="Envoi en cours..." onClick={onClick}>
        Envoyer
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Envoi en cours...' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(<Button onClick={onClick}>Envoyer</Button>);
    const idle = screen.getByRole('button', { name: 'Envoyer' });
    expect(idle).not.toHaveAttribute('aria-busy');
    expect(idle).toBeEnabled();
  });

  it('gets the focus back after its action when disabling it dropped the focus', async () => {
    const user = userEvent.setup();
    function Sender({ loading }: { loading: boolean }) {
      return (
        <Button loading={loading} onClick={() => undefined}>
          Envoyer
        </Button>
      );
    }
    const { rerender } = render(<Sender loading={false} />);
    await user.tab();
    await user.keyboard('{Enter}');
    rerender(<Sender loading />);
    // What the browser does to a focused button that becomes disabled.
    screen.getByRole('button', { name: 'Envoyer' }).blur();
    rerender(<Sender loading={false} />);
    expect(screen.getByRole('button', { name: 'Envoyer' })).toHaveFocus();
  });

  it('keeps its label while loading when no loading label is given', () => {
    render(<Button loading>Enregistrer les modifications</Button>);
    expect(screen.getByRole('button', { name: 'Enregistrer les modifications' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('applies the variant and size classes', () => {
    render(
      <Button variant="danger" size="lg">
        Supprimer
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Supprimer' })).toHaveClass('button', 'danger', 'lg');
  });
});

describe('ButtonLink', () => {
  it('is a router link that looks like a button', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/join" variant="accent">
          NOUS REJOINDRE
        </ButtonLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'NOUS REJOINDRE' });
    expect(link).toHaveAttribute('href', '/join');
    expect(link).toHaveClass('button', 'accent', 'md');
  });
});
