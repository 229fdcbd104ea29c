/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_HOST_URL?: string;
  readonly VITE_MIDDLEWARE_URL?: string;
  readonly VITE_REST_URL?: string;
  readonly VITE_DEV_URL?: string;
  readonly VITE_CALLBACK_URL?: string;
  readonly VITE_BRAND_ID?: string;
  readonly VITE_IMAGE_URL?: string;
}
