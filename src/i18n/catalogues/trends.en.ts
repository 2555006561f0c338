export const trends = {
  'trends.placeholder': '',
} as const;
