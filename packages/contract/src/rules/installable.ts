/**
 * The installable site's fixed addresses (ADR 061), shared by the web build (which writes the icons,
 * the offline page and the service worker), the web app (which registers the worker) and the server
 * (which writes each brand's manifest and serves the rest).
 */

/** The brand's web app manifest, written by the server from the brand's settings. */
export const MANIFEST_PATH = '/manifest.webmanifest';

/** The service worker, at the root so that it controls every page of the site. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** What a navigation shows when the network is gone: precached, filled with the brand's colours. */
export const OFFLINE_PAGE_PATH = '/offline.html';

export interface AppIcon {
  /** Where the build writes it, from the site's root. */
  path: string;
  size: number;
  /** `maskable`: the mark sits inside the middle 80 %, so a launcher may crop it to any shape. */
  purpose: 'any' | 'maskable';
}

/** The brand mark's PNGs: what a launcher, an install prompt and a home screen ask for. */
export const APP_ICONS: readonly AppIcon[] = [
  { path: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { path: '/icons/icon-512.png', size: 512, purpose: 'any' },
  { path: '/icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

/** iOS's home-screen icon (180 px, square: iOS rounds its corners itself). */
export const APPLE_TOUCH_ICON: AppIcon = {
  path: '/icons/apple-touch-icon.png',
  size: 180,
  purpose: 'maskable',
};
