import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMITS } from '../contract/limits';
import { ImageDropZone, NOT_AN_IMAGE_MESSAGE, screenImages } from './image-drop-zone';

/** The live region under the drop zone where its refusals stay. */
function refusals(): HTMLElement {
  const region = document.querySelector<HTMLElement>('[data-refusals]');
  if (!region) throw new Error('No refusal region');
  expect(region).toHaveAttribute('aria-live', 'assertive');
  return region;
}

const TOO_LARGE = "La taille de l'image ne doit pas dépasser 2 Mo.";

function image(name: string, bytes: number, type = 'image/png'): File {
  const file = new File(['x'], name, { type });
  // A real 2 MB buffer is not needed: the zone reads the size only.
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

function renderZone(props: Partial<Parameters<typeof ImageDropZone>[0]> = {}) {
  const onFiles = jest.fn();
  const onRejected = jest.fn();
  const view = render(
    <ImageDropZone label="Ajouter des photos" onFiles={onFiles} onRejected={onRejected} {...props} />,
  );
  const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
  return { onFiles, onRejected, input, view };
}

function drop(target: Element, files: File[]) {
  const dataTransfer = { files, types: ['Files'], dropEffect: 'none' };
  fireEvent.dragEnter(target, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
}

describe('screenImages', () => {
  it('accepts an image of exactly 2 MB and refuses one byte more with the spec message', () => {
    const limit = LIMITS.imageMaxBytes;
    expect(limit).toBe(2 * 1024 * 1024);
    const result = screenImages([image('ok.png', limit), image('gros.png', limit + 1)]);
    expect(result.accepted.map((file) => file.name)).toEqual(['ok.png']);
    expect(result.rejections).toEqual([TOO_LARGE]);
  });

  it('refuses files that are not images and reports each reason once', () => {
    const result = screenImages([
      image('notes.pdf', 10, 'application/pdf'),
      image('a.png', LIMITS.imageMaxBytes + 5),
      image('b.jpg', LIMITS.imageMaxBytes + 9, 'image/jpeg'),
    ]);
    expect(result.accepted).toEqual([]);
    expect(result.rejections).toEqual([NOT_AN_IMAGE_MESSAGE, TOO_LARGE]);
  });

  it('words another limit in megabytes', () => {
    const result = screenImages([image('a.png', 600_000)], 512 * 1024);
    expect(result.rejections).toEqual(["La taille de l'image ne doit pas dépasser 0,5 Mo."]);
  });
});

describe('ImageDropZone', () => {
  it('is a button named by its label that opens the file picker with Enter or Space', async () => {
    const user = userEvent.setup();
    const { input } = renderZone();
    const click = jest.spyOn(input, 'click');
    const button = screen.getByRole('button', { name: 'Ajouter des photos' });
    expect(button).toHaveAccessibleDescription(/Glissez-déposez une image ici ou cliquez pour la choisir/);
    expect(input).toHaveAttribute('accept', 'image/*');
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(click).toHaveBeenCalledTimes(2);
  });

  it('hands picked images to onFiles and refuses a large one before anything is sent', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { input, onFiles, onRejected } = renderZone({ multiple: true });
    const small = image('petit.png', 1000);
    await user.upload(input, [small, image('gros.png', LIMITS.imageMaxBytes + 1)]);
    expect(onFiles).toHaveBeenCalledWith([small]);
    expect(onRejected).toHaveBeenCalledWith(TOO_LARGE);
    expect(onRejected).toHaveBeenCalledTimes(1);
  });

  it('does not call onFiles when every file is refused', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { input, onFiles, onRejected } = renderZone();
    await user.upload(input, image('gros.png', LIMITS.imageMaxBytes * 2));
    expect(onFiles).not.toHaveBeenCalled();
    expect(onRejected).toHaveBeenCalledWith(TOO_LARGE);
  });

  it('keeps only the first file when not multiple', () => {
    const { onFiles, view } = renderZone();
    const first = image('a.png', 10);
    drop(view.container.firstElementChild!, [first, image('b.png', 10)]);
    expect(onFiles).toHaveBeenCalledWith([first]);
  });

  it('takes dropped images, highlights while dragging, and refuses dropped non-images', () => {
    const { onFiles, onRejected, view } = renderZone({ multiple: true });
    const zone = view.container.firstElementChild!;
    const dataTransfer = { files: [], types: ['Files'], dropEffect: 'none' };
    fireEvent.dragEnter(zone, { dataTransfer });
    expect(zone).toHaveAttribute('data-dragging', 'true');
    fireEvent.dragLeave(zone, { dataTransfer });
    expect(zone).not.toHaveAttribute('data-dragging');

    const photos = [image('a.png', 10), image('b.webp', 20, 'image/webp')];
    drop(zone, [...photos, image('devis.pdf', 10, 'application/pdf')]);
    expect(onFiles).toHaveBeenCalledWith(photos);
    expect(onRejected).toHaveBeenCalledWith(NOT_AN_IMAGE_MESSAGE);
    expect(zone).not.toHaveAttribute('data-dragging');
  });

  it('lets the browser handle drags that carry no files', () => {
    const { view } = renderZone();
    const zone = view.container.firstElementChild!;
    const event = createEvent.dragOver(zone, { dataTransfer: { files: [], types: ['text/plain'] } });
    fireEvent(zone, event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('ignores everything when disabled', () => {
    const { onFiles, view } = renderZone({ disabled: true, multiple: true });
    expect(screen.getByRole('button', { name: 'Ajouter des photos' })).toBeDisabled();
    drop(view.container.firstElementChild!, [image('a.png', 10)]);
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('shows its children under the label', () => {
    renderZone({ children: <img src="/uploads/a.webp" alt="Image actuelle" /> });
    expect(screen.getByRole('img', { name: 'Image actuelle' })).toBeInTheDocument();
  });

  it('without onRejected, keeps the refusal under the zone, announced and tied to its button, until the next pick', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onFiles = jest.fn();
    const view = render(<ImageDropZone label="Ajouter des photos" onFiles={onFiles} />);
    const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, image('gros.png', LIMITS.imageMaxBytes + 1));
    expect(refusals()).toHaveTextContent(TOO_LARGE);
    expect(screen.getByRole('button', { name: 'Ajouter des photos' })).toHaveAccessibleDescription(
      expect.stringContaining(TOO_LARGE),
    );
    // Still there later: it is not a toast that closes.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(refusals()).toHaveTextContent(TOO_LARGE);
    const small = image('petit.png', 1000);
    await user.upload(input, small);
    expect(onFiles).toHaveBeenCalledWith([small]);
    expect(refusals()).toBeEmptyDOMElement();
  });

  it('shows the caller’s own refusal with its own', () => {
    render(
      <ImageDropZone
        label="Ajouter des photos"
        onFiles={jest.fn()}
        error="Erreur lors du téléchargement du fichier."
      />,
    );
    expect(refusals()).toHaveTextContent('Erreur lors du téléchargement du fichier.');
  });

  it('makes an image over the limit smaller before screening it, and refuses it only if it still does not fit', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onFiles = jest.fn();
    const reduced = image('photo.webp', 900_000, 'image/webp');
    const shrink = jest.fn(async (file: File) => (file.name === 'photo.jpg' ? reduced : file));
    const view = render(
      <ImageDropZone label="Ajouter des photos" multiple onFiles={onFiles} shrink={shrink} />,
    );
    const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
    const small = image('petit.png', 1000);
    await user.upload(input, [
      image('photo.jpg', 3_000_000, 'image/jpeg'),
      small,
      image('enorme.heic', 9_000_000, 'image/heic'),
    ]);
    await screen.findByText(TOO_LARGE);
    // Only the images over the limit go through shrink; the small one is sent as it is.
    expect(shrink.mock.calls.map(([file]) => file.name)).toEqual(['photo.jpg', 'enorme.heic']);
    expect(onFiles).toHaveBeenCalledWith([reduced, small]);
    expect(screen.getByText(/une photo plus lourde est réduite avant l’envoi/)).toBeInTheDocument();
  });
});
