import Button from '@mui/material/Button';
import { useState } from 'react';

type Copied = 'idle' | 'copied' | 'failed';

/** Copies a text to the clipboard and says whether it worked (a live region, so screen readers hear it too). */
export function CopySnippetButton({ text, label }: { text: string; label: string }) {
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
        Copy snippet
      </Button>
      <span role="status" aria-live="polite">
        {copied === 'copied'
          ? ' Copied.'
          : copied === 'failed'
            ? ' Could not copy: select the text and copy it.'
            : ''}
      </span>
    </>
  );
}
