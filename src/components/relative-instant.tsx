import { displayDateTime } from '../domain/format/date-display.ts';
import { timeAgoIn } from '../domain/format/relative-time.ts';
import { useT } from '../i18n/display-preferences.ts';
import { activeLanguage } from '../i18n/i18n.ts';
import { HintedText } from './hinted-text.tsx';

/**
 * "3 h ago" ("vor 3 Std." in German), with the exact local time shown beside it on hover and on keyboard focus (the
 * text is focusable and described by the exact time).
 */
export function RelativeInstant({ iso, now }: { iso: string; now: number }) {
  // Drawn again when the person changes the language or the format.
  useT();
  const exact = displayDateTime(iso);
  const relative = timeAgoIn(activeLanguage() ?? 'en', Date.parse(iso), now) || exact;
  return (
    <HintedText hint={exact}>
      <time dateTime={iso}>{relative}</time>
    </HintedText>
  );
}
