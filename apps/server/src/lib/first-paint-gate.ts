import { createHash } from 'node:crypto';
import { FIRST_PAINT_HERO_ID } from '@lahap/contract/first-paint';

/** The `<template>` holding a drawn page's module script and preloads until its image is in. */
export const FIRST_PAINT_APP_ID = 'lahap-first-paint-app';
/** The longest the app's code waits for the drawing's image (a stalled download must not keep it). */
const IMAGE_WAIT_MS = 3_000;
/** A tab in the background draws no frames: past this the app's code goes without one. */
const FRAME_WAIT_MS = 100;

/**
 * Starts a drawn page's app once the drawing's image has arrived and had a frame to show in:
 * it puts the module script and preloads the server kept in a `<template>` into the head. Until
 * then the image has the connection to itself (on slow 4G the scripts, ten times its size, took
 * most of it) and the main thread is free to decode and paint it. Inline, so it needs no request
 * of its own; the CSP allows exactly this text by its hash.
 */
export const FIRST_PAINT_GATE_SCRIPT =
  '(function(){' +
  `var app=document.getElementById('${FIRST_PAINT_APP_ID}');` +
  `var image=document.querySelector('#${FIRST_PAINT_HERO_ID} img[fetchpriority="high"]');` +
  'var started=false,arrived=false;' +
  'function start(){if(started)return;started=true;document.head.appendChild(document.importNode(app.content,true));}' +
  'function afterFrame(){if(arrived)return;arrived=true;' +
  `requestAnimationFrame(function(){setTimeout(start,0);});setTimeout(start,${String(FRAME_WAIT_MS)});}` +
  'if(!app)return;' +
  'if(!image||image.complete){afterFrame();return;}' +
  "image.addEventListener('load',afterFrame);image.addEventListener('error',afterFrame);" +
  `setTimeout(afterFrame,${String(IMAGE_WAIT_MS)});` +
  '})();';

/** The CSP source allowing the gate, and no other inline script. */
export const FIRST_PAINT_GATE_CSP_SOURCE = `'sha256-${createHash('sha256').update(FIRST_PAINT_GATE_SCRIPT).digest('base64')}'`;
