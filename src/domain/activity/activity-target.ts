/**
 * How a person knows an activity entry's target: its name as it is now, which the list answer carries only for a
 * caller allowed to read the target; else its label as recorded (masked where it is a person's name).
 */
export const activityTargetName = (target: { label: string; name?: string }): string =>
  target.name ?? target.label;
