import { MEDIA_ROUTES } from '@lahap/contract/media/routes';
import { UPLOAD_FILE_FIELD, type UploadBusiness } from '@lahap/contract/media/schemas';
import { sendForm } from '@/shared/api-client/call-endpoint';

/** The business tag spec §7 gives avatar uploads. */
const AVATAR_BUSINESS: UploadBusiness = 'user';

/**
 * `POST client/file/upload` with the avatar as `file` and `business=user`. Resolves to where
 * the server stores it. Silent: the avatar flow shows the server message or its own text.
 */
export function uploadAvatar(image: Blob) {
  const form = new FormData();
  // The server sniffs the bytes; the name only helps its logs.
  const extension = image.type === 'image/jpeg' ? 'jpg' : 'png';
  form.append(UPLOAD_FILE_FIELD, image, `avatar.${extension}`);
  form.append('business', AVATAR_BUSINESS);
  return sendForm(MEDIA_ROUTES.fileUpload, form, { silent: true });
}
