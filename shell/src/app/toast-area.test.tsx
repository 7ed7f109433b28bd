import { act, render, screen } from '@testing-library/react';
import { toast } from '@annuaire/shared/ui/toast';
import { TOAST_GAP, ToastArea } from './toast-area';

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

describe('ToastArea placement', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('places the toasts below the header, measured, on every width', async () => {
    const header = document.createElement('header');
    header.getBoundingClientRect = () => ({ height: 123.4 }) as DOMRect;
    document.body.append(header);
    render(<ToastArea duration={2000} />);
    act(() => {
      toast.success('Profil enregistré');
    });
    await screen.findByText('Profil enregistré');
    const toaster = document.querySelector<HTMLElement>('[data-sonner-toaster]');
    expect(toaster?.style.getPropertyValue('--offset-top')).toBe(`${124 + TOAST_GAP}px`);
    expect(toaster?.style.getPropertyValue('--mobile-offset-top')).toBe(`${124 + TOAST_GAP}px`);
  });
});
