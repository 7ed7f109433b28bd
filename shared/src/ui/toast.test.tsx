// The toast loader: sonner is imported with the first toast, once, and every kind of toast reaches it.
type ToastModule = typeof import('./toast');

const mockSonner = {
  toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn(), info: jest.fn() }),
  Toaster: () => null,
};
let mockImportFails = false;
jest.mock('sonner', () => {
  if (mockImportFails) throw new Error('chunk load failed');
  return mockSonner;
});

/** A fresh copy of the loader (its state is per module instance), with sonner not imported yet. */
function loadFresh(): ToastModule {
  jest.resetModules();
  return jest.requireActual<ToastModule>('./toast');
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('toast', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    mockImportFails = false;
  });

  it('asks for the toast area only with the first toast, and tells its subscribers once', async () => {
    const { toast, toasterRequested, subscribeToasterRequest } = loadFresh();
    const listener = jest.fn();
    subscribeToasterRequest(listener);
    expect(toasterRequested()).toBe(false);

    toast.success('Modifications enregistrées.');
    toast.error('Connexion échouée', { description: 'Réessayez.' });
    expect(toasterRequested()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);

    await settle();
    expect(mockSonner.toast.success).toHaveBeenCalledWith('Modifications enregistrées.');
    expect(mockSonner.toast.error).toHaveBeenCalledWith('Connexion échouée', { description: 'Réessayez.' });
  });

  it('passes plain and info toasts through', async () => {
    const { toast } = loadFresh();
    toast('Public');
    toast.info('La géolocalisation est impossible');
    await settle();
    expect(mockSonner.toast).toHaveBeenCalledWith('Public');
    expect(mockSonner.toast.info).toHaveBeenCalledWith('La géolocalisation est impossible');
  });

  it('stops listening when unsubscribed', () => {
    const { toast, subscribeToasterRequest } = loadFresh();
    const listener = jest.fn();
    const unsubscribe = subscribeToasterRequest(listener);
    unsubscribe();
    toast('Bonjour');
    expect(listener).not.toHaveBeenCalled();
  });

  it('tries again with the next toast when sonner could not be loaded', async () => {
    mockImportFails = true;
    const { toast, toasterRequested } = loadFresh();
    toast.error('Une erreur est survenue lors de l’envoi.');
    expect(toasterRequested()).toBe(true);
    await settle();
    expect(toasterRequested()).toBe(false);

    mockImportFails = false;
    toast.error('Une erreur est survenue lors de l’envoi.');
    await settle();
    expect(mockSonner.toast.error).toHaveBeenCalledWith('Une erreur est survenue lors de l’envoi.');
  });
});
