import {
  AVATAR_CROP_AUTO_AREA,
  AVATAR_CROP_EXPORT_QUALITY,
  AVATAR_CROP_MIN_BOX_PX,
  AVATAR_CROP_PREVIEW_DEBOUNCE_MS,
} from '@lahap/contract/constants';
import Button from 'antd-mobile/es/components/button';
import { LeftOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { Cropper, type ReactCropperElement } from 'react-cropper';
import 'cropperjs/dist/cropper.css';
import { useTranslation } from 'react-i18next';
import { AvatarError } from '../model/avatar-image';
import styles from './avatar-cropper.module.css';

/** The preview is drawn this many pixels a side: twice its CSS size, sharp on 2x screens. */
const PREVIEW_PX = 112;
const PNG = 'image/png';

export interface AvatarCropperProps {
  /** An object URL of the picked image. */
  source: string;
  /** The cropped square as PNG, or an AvatarError('cropFailed') when cropping yields nothing. */
  onApply: (result: Blob | AvatarError) => void;
  onBack: () => void;
}

/** The cropped area as a PNG blob at the spec's export quality; null when there is none. */
function exportCrop(element: ReactCropperElement | null): Promise<Blob | null> {
  const canvas = element?.cropper.getCroppedCanvas();
  // An image that never loaded crops to nothing, as does a zero-sized box.
  if (!canvas || canvas.width === 0 || canvas.height === 0) return Promise.resolve(null);
  return new Promise((resolve) => canvas.toBlob(resolve, PNG, AVATAR_CROP_EXPORT_QUALITY));
}

/**
 * The full-screen circular cropper of spec §2/§5: square crop box (shown as a circle), at
 * least 72×72, starting over 80 % of the image, with a preview that follows 80 ms after the
 * last move. Loaded only when an image has been picked, together with cropper.js and its CSS.
 */
export default function AvatarCropper({ source, onApply, onBack }: AvatarCropperProps) {
  const { t } = useTranslation('account');
  const cropperRef = useRef<ReactCropperElement>(null);
  const previewTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [preview, setPreview] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);

  useEffect(() => () => clearTimeout(previewTimer.current), []);

  // Redrawing on every pointer move would stutter on small phones, so it waits for a pause.
  const schedulePreview = () => {
    clearTimeout(previewTimer.current);
    previewTimer.current = setTimeout(() => {
      const canvas = cropperRef.current?.cropper.getCroppedCanvas({ width: PREVIEW_PX, height: PREVIEW_PX });
      if (canvas && canvas.width > 0) setPreview(canvas.toDataURL(PNG));
    }, AVATAR_CROP_PREVIEW_DEBOUNCE_MS);
  };

  const apply = async () => {
    setApplying(true);
    const blob = await exportCrop(cropperRef.current);
    setApplying(false);
    onApply(blob && blob.size > 0 ? blob : new AvatarError('cropFailed'));
  };

  return (
    <div
      className={styles.screen}
      role="dialog"
      aria-modal="true"
      aria-labelledby="avatar-cropper-title"
      data-testid="avatar-cropper"
    >
      <header className={styles.header}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('editProfile.cropper.back')}
          onClick={onBack}
          data-testid="avatar-cropper-back"
        >
          <LeftOutline />
        </button>
        <h2 id="avatar-cropper-title" className={styles.title}>
          {t('editProfile.cropper.title')}
        </h2>
        {/* Balances the back button so the title stays centred. */}
        <span className={styles.iconButton} aria-hidden="true" />
      </header>
      <div className={styles.stage}>
        <Cropper
          ref={cropperRef}
          src={source}
          style={{ height: '100%', width: '100%' }}
          alt={t('editProfile.cropper.imageAlt')}
          aspectRatio={1}
          viewMode={1}
          dragMode="move"
          autoCropArea={AVATAR_CROP_AUTO_AREA}
          minCropBoxWidth={AVATAR_CROP_MIN_BOX_PX}
          minCropBoxHeight={AVATAR_CROP_MIN_BOX_PX}
          background={false}
          guides={false}
          center={false}
          toggleDragModeOnDblclick={false}
          checkOrientation
          responsive
          crop={schedulePreview}
        />
      </div>
      <footer className={styles.footer}>
        {preview ? (
          <img
            className={styles.preview}
            src={preview}
            alt={t('editProfile.cropper.preview')}
            data-testid="avatar-cropper-preview"
          />
        ) : (
          <span className={styles.preview} aria-hidden="true" />
        )}
        <Button
          className={styles.apply}
          color="primary"
          shape="rounded"
          size="large"
          loading={applying}
          onClick={() => void apply()}
          data-testid="avatar-cropper-apply"
        >
          {t('editProfile.cropper.apply')}
        </Button>
      </footer>
    </div>
  );
}
