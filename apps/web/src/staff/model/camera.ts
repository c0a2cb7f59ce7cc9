/** Why the camera could not be used, each with its own message and the type-code way out. */
export type CameraFailure =
  /** Staff (or the browser's settings) refused the permission. */
  | 'denied'
  /** The device has no camera, or none facing the way asked. */
  | 'noCamera'
  /** Another app holds the camera, or it failed to start. */
  | 'busy'
  /** No camera API here: an old browser, or a page not served over HTTPS. */
  | 'unsupported';

/** The failure a getUserMedia rejection stands for. */
export function cameraFailureOf(error: unknown): CameraFailure {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'noCamera';
    case 'TypeError':
      return 'unsupported';
    default:
      return 'busy';
  }
}

export class CameraError extends Error {
  override name = 'CameraError';
  constructor(readonly failure: CameraFailure) {
    super(failure);
  }
}

/**
 * The back camera's stream (`facingMode: environment`, the one that faces the customer's phone);
 * rejects with a {@link CameraError}.
 */
export async function openBackCamera(): Promise<MediaStream> {
  const media = globalThis.navigator?.mediaDevices;
  if (typeof media?.getUserMedia !== 'function') throw new CameraError('unsupported');
  try {
    return await media.getUserMedia({
      audio: false,
      video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
    });
  } catch (error) {
    throw new CameraError(cameraFailureOf(error));
  }
}

/** Stops every track, so the camera light goes off. */
export function stopStream(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
