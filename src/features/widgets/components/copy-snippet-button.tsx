import Button from '@mui/material/Button';
import { useState } from 'react';
import { useT } from '../../../i18n/display-preferences.ts';

type Copied = 'idle' | 'copied' | 'failed';

/** Copies a text to the clipboard and says whether it worked (a live region, so screen readers hear it too). */
export function CopySnippetButton({ text, label }: { text: string; label: string }) {
  const t = useT();
  const [copied, setCopied] = useState<Copied>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => void copy()} aria-label={label}>
        {t('sales.widgets.copy')}
      </Button>
      <span role="status" aria-live="polite">
        {copied === 'copied'
          ? t('sales.widgets.copied')
          : copied === 'failed'
            ? t('sales.widgets.copyFailed')
            : ''}
      </span>
    </>
  );
}
