import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ClipMotion } from '../../db/schema/index.js';

/** The clips' frame: vertical, as a phone holds it; posters are drawn at this size. */
const CLIP_WIDTH = 540;
const CLIP_HEIGHT = 960;
const FPS = 25;
/** How far the camera moves in over a clip (15 %): slow enough to read as a still subject. */
const ZOOM = 0.15;

/**
 * The zoompan expressions of a slow Ken Burns move over `frames` frames. The input is scaled
 * to twice the output first: zoompan rounds its crop to whole pixels, which jitters at 1x.
 */
function motionFilter(motion: ClipMotion, frames: number): string {
  const t = `on/${frames}`;
  const centre = { x: 'iw/2-(iw/zoom/2)', y: 'ih/2-(ih/zoom/2)' };
  const [z, x, y] = {
    ZOOM_IN: [`1+${ZOOM}*${t}`, centre.x, centre.y],
    ZOOM_OUT: [`${1 + ZOOM}-${ZOOM}*${t}`, centre.x, centre.y],
    PAN_LEFT: [`${1 + ZOOM}`, `(iw-iw/zoom)*(1-${t})`, centre.y],
    PAN_RIGHT: [`${1 + ZOOM}`, `(iw-iw/zoom)*${t}`, centre.y],
  }[motion];
  return [
    `scale=${CLIP_WIDTH * 2}:${CLIP_HEIGHT * 2}`,
    `zoompan=z='${z}':x='${x}':y='${y}':d=${frames}:s=${CLIP_WIDTH}x${CLIP_HEIGHT}:fps=${FPS}`,
    'format=yuv420p',
  ].join(',');
}

/** The ffmpeg binary an npm package ships; loaded on first use (it throws on an unknown platform). */
async function ffmpegPath(): Promise<string> {
  const installer = (await import('@ffmpeg-installer/ffmpeg')) as {
    default?: { path: string };
    path?: string;
  };
  const path = installer.default?.path ?? installer.path;
  if (!path) throw new Error('no ffmpeg binary for this platform');
  return path;
}

function run(binary: string, args: readonly string[], signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'], signal });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      // The last lines say why it failed; the rest is progress.
      stderr = (stderr + chunk).slice(-2000);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg exited with ${code}: ${stderr.trim()}`));
    });
  });
}

export interface ClipRequest {
  /** The poster frame (JPEG, CLIP_WIDTH × CLIP_HEIGHT): the clip's first frame. */
  poster: Buffer;
  durationMs: number;
  motion: ClipMotion;
}

/**
 * Makes a clip from its poster: a slow move over it, H.264 (main profile, yuv420p, the index at
 * the front so a phone starts playing from the first bytes), no sound, about 0.5 Mbit/s. One
 * encoder thread: clips are made in the background of a serving process.
 */
export async function renderClip(request: ClipRequest, signal?: AbortSignal): Promise<Buffer> {
  const binary = await ffmpegPath();
  const folder = await mkdtemp(join(tmpdir(), 'lahap-clip-'));
  try {
    const input = join(folder, 'poster.jpg');
    const output = join(folder, 'clip.mp4');
    await writeFile(input, request.poster);
    const frames = Math.max(1, Math.round((request.durationMs / 1000) * FPS));
    await run(
      binary,
      [
        ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
        ...['-loop', '1', '-i', input],
        ...['-vf', motionFilter(request.motion, frames), '-frames:v', String(frames)],
        ...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-threads', '1'],
        ...['-b:v', '500k', '-maxrate', '700k', '-bufsize', '1000k', '-g', String(FPS * 2)],
        ...['-movflags', '+faststart', '-an', output],
      ],
      signal,
    );
    return await readFile(output);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
