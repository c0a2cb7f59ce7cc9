import { route } from '../endpoint.js';
import { MEDIA_PATHS } from './paths.js';
import type * as S from './schemas.js';

/** The avatar upload and the image server. */
export const MEDIA_ROUTES = {
  fileUpload: route<undefined, undefined, typeof S.uploadResultSchema>({
    method: 'POST',
    path: MEDIA_PATHS.fileUpload,
    auth: 'required',
    form: true,
  }),
  image: route<undefined, typeof S.imageQuerySchema, typeof S.imageDataSchema>({
    method: 'GET',
    path: `${MEDIA_PATHS.images}/*`,
    auth: 'ignore',
    answer: 'file',
  }),
} as const;
