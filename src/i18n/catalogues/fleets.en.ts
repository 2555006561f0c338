export const fleets = {
  'fleets.placeholder': 'x',
} as const;
