/** The brand's settings and its static pages. */
export const brandKeys = {
  all: ['brand'] as const,
  settings: () => [...brandKeys.all, 'settings'] as const,
  pages: () => [...brandKeys.all, 'pages'] as const,
};
