export const activity = {
  'activity.placeholder': '',
} as const;
