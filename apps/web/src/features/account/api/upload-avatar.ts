import {
  MEDIA_PATHS,
  UPLOAD_FILE_FIELD,
  type UploadBusiness,
  type UploadResult,
} from '@lahap/contract/media/schemas';
import { apiPost } from '@/shared/api-client/client';

/** The business tag spec §7 gives avatar uploads. */
const AVATAR_BUSINESS: UploadBusiness = 'user';

/**
 * `POST client/file/upload` with the avatar as `file` and `business=user`. Resolves to where
 * the server stores it. Silent: the avatar flow shows the server message or its own text.
 */
export function uploadAvatar(image: Blob): Promise<UploadResult> {
  const form = new FormData();
  // The server sniffs the bytes; the name only helps its logs.
  const extension = image.type === 'image/jpeg' ? 'jpg' : 'png';
  form.append(UPLOAD_FILE_FIELD, image, `avatar.${extension}`);
  form.append('business', AVATAR_BUSINESS);
  return apiPost<UploadResult>(MEDIA_PATHS.fileUpload, form, { silent: true });
}
