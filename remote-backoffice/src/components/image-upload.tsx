// The image of a back-office form: ImageDrop, the zone to drop or pick it (images only; a dropped one over 2 Mo is
// refused) with the upload under way; ImagePreview, the uploaded image at most 150 px high and 'Supprimer l'image'.
import { imageSrcSet } from '@annuaire/shared/domain/images';
import { Button } from '@annuaire/shared/ui/button';
import { ImageDropZone } from '@annuaire/shared/ui/image-drop-zone';
import { toast } from '@annuaire/shared/ui/toast';
import { UploadProgress } from '@annuaire/shared/ui/upload-progress';
import type { ImageUpload } from '../hooks/use-image-upload';
import styles from './image-upload.module.css';

export function ImageDrop({
  label,
  disabled,
  upload,
}: {
  label: string;
  disabled: boolean;
  upload: ImageUpload;
}) {
  return (
    <>
      <ImageDropZone
        label={label}
        disabled={disabled}
        onFiles={(files) => void upload.receive(files)}
        onRejected={(message) => toast.error(message)}
      />
      {/* No progress: the product's server speaks HTTP/1.1, where Chromium refuses a streamed upload body. */}
      {upload.uploading ? <UploadProgress name={upload.uploading.name} percent={0} /> : null}
    </>
  );
}

export interface ImagePreviewProps {
  path: string;
  alt: string;
  disabled: boolean;
  onRemove(): void;
}

export function ImagePreview({ path, alt, disabled, onRemove }: ImagePreviewProps) {
  return (
    <div className={styles.preview}>
      <img src={path} srcSet={imageSrcSet(path) || undefined} sizes="240px" alt={alt} />
      <Button variant="secondary" size="sm" onClick={onRemove} disabled={disabled}>
        Supprimer l&apos;image
      </Button>
    </div>
  );
}
