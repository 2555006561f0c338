import Box from '@mui/material/Box';
import { HintedText } from './hinted-text.tsx';
import { useT } from '../i18n/display-preferences.ts';
import { offlineWords } from './online-words.ts';

export interface OnlineStateProps {
  online: boolean;
  /**
   * When offline: its last connection (ISO) and the clock (ms since epoch). The state then reads the portal's one
   * wording, "Offline for 3 d 2 h", with "Offline since …" (the exact local time) on hover and keyboard focus.
   */
  offline?: { readonly since: string; readonly now: number } | undefined;
}

/** Online or offline as a coloured dot plus the word, so it never depends on colour alone. */
export function OnlineState({ online, offline }: OnlineStateProps) {
  const t = useT();
  const words = online || offline === undefined ? null : offlineWords(offline.since, offline.now);
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap' }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: online ? 'success.main' : 'error.main',
          flexShrink: 0,
        }}
      />
      {online ? (
        t('lists.online')
      ) : words === null ? (
        t('lists.offline')
      ) : (
        <HintedText hint={words.since}>
          <time dateTime={offline?.since}>{words.text}</time>
        </HintedText>
      )}
    </Box>
  );
}
