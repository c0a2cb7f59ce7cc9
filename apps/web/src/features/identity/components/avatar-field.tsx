import { CameraOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '@/shared/api-client/api-error';
import { bridge, isNativeApp } from '@/shared/bridge/bridge';
import { Spinner } from '@/shared/ui/spinner';
import { showToast } from '@/shared/ui/toast';
import { AVATAR_ACCEPTED_TYPES, AvatarError, avatarFileProblem } from '../model/avatar-image';
import { DefaultAvatar } from './default-avatar';
import styles from './avatar-field.module.css';

// cropper.js, its CSS and the compressor are fetched only once an image has been picked.
const AvatarCropper = lazy(() => import('./avatar-cropper'));
const AVATAR_SIZE_PX = 88;

/**
 * Spec §5: inside the native app the album needs permission first. Resolves when access is
 * granted; an AvatarError with the matching text otherwise.
 */
async function ensureAlbumAccess(): Promise<void> {
  if (!isNativeApp()) return;
  const checked = await bridge.checkAlbumPermission();
  if (checked.code !== 0) throw new AvatarError('permissionCheckFailed');
  if (checked.data.state === 'granted') return;
  const requested = await bridge.requestAlbumPermission();
  if (requested.code !== 0) throw new AvatarError('permissionCheckFailed');
  if (requested.data.state !== 'granted') throw new AvatarError('albumPermissionRequired');
}

export interface AvatarFieldProps {
  /** The avatar URL to show; empty for the default face. */
  value: string;
  /** Called with the uploaded image's URL. */
  onChange: (url: string) => void;
  /** Reports whether an image is being processed, so the form can hold Save meanwhile. */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * The avatar with its camera badge, and the whole avatar flow of spec §4: pick, check,
 * crop, compress, upload, then hand the URL to the form.
 */
export function AvatarField({ value, onChange, onBusyChange }: AvatarFieldProps) {
  const { t } = useTranslation('account');
  const inputRef = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => () => (source ? URL.revokeObjectURL(source) : undefined), [source]);

  const setWorking = (working: boolean) => {
    setBusy(working);
    onBusyChange?.(working);
  };

  const showFailure = (error: unknown) => {
    if (error instanceof AvatarError) {
      showToast(t(`editProfile.avatarErrors.${error.failure}`));
      return;
    }
    // Spec §8: an upload failure shows the server's message, else our own text.
    const serverMessage = isApiRequestError(error) && error.kind === 'server' ? error.message : '';
    showToast(serverMessage || t('editProfile.avatarErrors.uploadFailed'));
  };

  const pick = async () => {
    if (busy) return;
    try {
      await ensureAlbumAccess();
      inputRef.current?.click();
    } catch (error) {
      showFailure(error);
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Reset so picking the same file again still fires a change.
    event.target.value = '';
    // No file means the user closed the picker: nothing to say (spec §5).
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      showFailure(new AvatarError(problem));
      return;
    }
    setSource(URL.createObjectURL(file));
  };

  const onCropped = async (result: Blob | AvatarError) => {
    setSource(null);
    if (result instanceof AvatarError) {
      showFailure(result);
      return;
    }
    setWorking(true);
    try {
      // Fetched with the flow: the compressor and the upload schema stay out of the form's chunk.
      const [{ compressAvatar }, { uploadAvatar }] = await Promise.all([
        import('../model/avatar-compress'),
        import('../api/upload-avatar'),
      ]);
      const compressed = await compressAvatar(result);
      const { visitUrl } = await uploadAvatar(compressed);
      onChange(visitUrl);
    } catch (error) {
      showFailure(error);
    } finally {
      setWorking(false);
    }
  };

  return (
    <div className={styles.field}>
      <button
        type="button"
        className={styles.button}
        onClick={() => void pick()}
        aria-label={t('editProfile.changeAvatar')}
        aria-busy={busy}
        data-testid="edit-profile-avatar"
      >
        {value ? (
          <img
            className={styles.image}
            src={value}
            alt={t('editProfile.avatarAlt')}
            data-testid="edit-profile-avatar-image"
          />
        ) : (
          <DefaultAvatar size={AVATAR_SIZE_PX} />
        )}
        <span className={styles.badge} aria-hidden="true">
          <CameraOutline />
        </span>
        {busy && (
          <span className={styles.busy} role="status" aria-label={t('editProfile.uploading')}>
            <Spinner />
          </span>
        )}
      </button>
      <input
        ref={inputRef}
        className={styles.input}
        type="file"
        accept={AVATAR_ACCEPTED_TYPES.join(',')}
        onChange={onFile}
        data-testid="edit-profile-avatar-input"
      />
      {source && (
        <Suspense>
          <AvatarCropper
            source={source}
            onApply={(result) => void onCropped(result)}
            onBack={() => setSource(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
