import { displayDateTime } from '../domain/format/date-display.ts';
import { timeAgo } from '../domain/format/relative-time.ts';
import { HintedText } from './hinted-text.tsx';

/**
 * "3 h ago", with the exact local time shown beside it on hover and on keyboard focus (the text is focusable and
 * described by the exact time).
 */
export function RelativeInstant({ iso, now }: { iso: string; now: number }) {
  const exact = displayDateTime(iso);
  const relative = timeAgo(Date.parse(iso), now) || exact;
  return (
    <HintedText hint={exact}>
      <time dateTime={iso}>{relative}</time>
    </HintedText>
  );
}
