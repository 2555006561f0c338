export const pricing = {
  'pricing.placeholder': '',
} as const;
