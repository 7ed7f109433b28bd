import { render, screen } from '@testing-library/react';
import { UploadProgress } from './upload-progress';

describe('UploadProgress', () => {
  it('is a progress bar named after the file, with its percentage', () => {
    render(<UploadProgress name="terrasse.jpg" percent={42.4} />);
    const bar = screen.getByRole('progressbar', { name: 'Envoi de terrasse.jpg' });
    expect(bar).toHaveAttribute('value', '42');
    expect(bar).toHaveAttribute('max', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '42 %');
    expect(screen.getByText('42 %')).toBeInTheDocument();
  });

  it('is indeterminate until a figure is known', () => {
    render(<UploadProgress name="salle-de-bain.png" percent={0} />);
    const bar = screen.getByRole('progressbar', { name: 'Envoi de salle-de-bain.png' });
    expect(bar).not.toHaveAttribute('value');
    expect(bar).toHaveAttribute('aria-valuetext', 'Envoi en cours');
    expect(screen.getByText('en cours…')).toBeInTheDocument();
  });

  it('keeps the value between 0 and 100', () => {
    const { rerender } = render(<UploadProgress name="a.png" percent={140} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '100');
    rerender(<UploadProgress name="a.png" percent={Number.NaN} />);
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('value');
  });
});
