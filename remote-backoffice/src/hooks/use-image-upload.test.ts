import { act, renderHook } from '@testing-library/react';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { toast } from '@annuaire/shared/ui/toast';
import { useImageUpload } from './use-image-upload';

jest.mock('@annuaire/shared/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const png = new File(['x'], 'facade.png', { type: 'image/png' });

describe('useImageUpload', () => {
  it('tells which file is on its way, then hands over the stored path', async () => {
    let answer!: (path: string) => void;
    const upload = jest.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const onUploaded = jest.fn();
    const { result } = renderHook(() => useImageUpload(upload, onUploaded));
    let done!: Promise<void>;
    act(() => {
      done = result.current.receive([png]);
    });
    expect(upload).toHaveBeenCalledWith(png);
    expect(result.current.uploading).toEqual({ name: 'facade.png' });
    await act(async () => {
      answer('/uploads/artisans/3/facade.webp');
      await done;
    });
    expect(onUploaded).toHaveBeenCalledWith('/uploads/artisans/3/facade.webp');
    expect(result.current.uploading).toBeNull();
  });

  it("says 'Erreur lors du téléchargement du fichier.' with the API's reason, and keeps nothing", async () => {
    const upload = jest.fn().mockRejectedValue(new ApiRequestError('Image illisible.', 422));
    const onUploaded = jest.fn();
    const { result } = renderHook(() => useImageUpload(upload, onUploaded));
    await act(() => result.current.receive([png]));
    expect(toast.error).toHaveBeenCalledWith('Erreur lors du téléchargement du fichier.', {
      description: 'Image illisible.',
    });
    expect(onUploaded).not.toHaveBeenCalled();
    expect(result.current.uploading).toBeNull();
  });
});
