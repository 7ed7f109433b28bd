import { act, render, screen } from '@testing-library/react';
import { toast } from '@annuaire/shared/ui/toast';
import { ToastArea } from './toast-area';

describe('ToastArea', () => {
  it('mounts no toast area before the first toast, then shows it', async () => {
    const { container } = render(<ToastArea duration={2000} />);
    expect(container).toBeEmptyDOMElement();

    act(() => {
      toast.success('Connexion réussie !');
    });
    expect(await screen.findByText('Connexion réussie !')).toBeInTheDocument();
  });
});
