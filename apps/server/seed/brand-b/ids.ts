/**
 * Brand B's demo content (seed/brand-b/): its id and the fixed ids of its records, so the seed adds
 * only what is missing and tests can name them.
 */
export const BRAND_B = 'brand-b';

export const BRAND_B_CAMPAIGNS = {
  welcome: '2274718c-5c4d-4171-8cac-b5c36759323a',
  reload: 'd421d925-b7a8-421d-85e7-115472b2bcd8',
} as const;
export const BRAND_B_WELCOME_PACK = '1d9dabc1-5d87-46b1-9c26-aba4620fffb9';

export const BRAND_B_TEMPLATES = {
  step1: '86362afe-a5fb-4623-9067-6a62d12af996',
  step2: 'eb8e731e-873c-4dfb-a98b-829de14587d5',
  reload: '060455cb-21bb-402b-a7eb-84f57d6131fa',
  start: '60071b8b-5886-442c-a950-44f4a326e217',
  freeSpins: '140ff76d-3b86-4bda-8637-4820fcba493f',
} as const;
/** The promo code of the start bonus (codes are lower-case letters and digits). */
export const BRAND_B_PROMO_CODE = 'nord20';

export const BRAND_B_TOURNAMENT = '50080273-dc7f-4bef-b904-9ad55dea4572';

export const BRAND_B_CRM = {
  popup: 'b7198276-db3f-4114-ac0c-5f179bee865c',
  card: '8137df85-b9d1-4534-9700-060803d3db97',
  message: 'f17c3a5a-79f5-4e0b-b9c9-19c0dfc65b9c',
} as const;
