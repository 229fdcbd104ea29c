/** Where the console is served: the platform serves it under this path (Vite's `base`). */
export const CONSOLE_BASE = '/console/';

/** The product's name, as the banner and the sign-in page show it. */
export const PRODUCT_NAME = 'Croupier Console';
