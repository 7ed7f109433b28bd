import { render, screen } from '@testing-library/react';
import { LoadingText, Spinner } from './spinner';

describe('Spinner', () => {
  it('is decorative without a label', () => {
    const { container } = render(<Spinner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('announces its label as a status', () => {
    render(<Spinner label="Chargement..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');
  });
});

describe('LoadingText', () => {
  it('is a status with the given message', () => {
    render(<LoadingText>Chargement des artisans...</LoadingText>);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des artisans...');
  });

  it('says "Chargement..." by default', () => {
    render(<LoadingText />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');
  });
});
