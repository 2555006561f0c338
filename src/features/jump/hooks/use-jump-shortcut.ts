import { useEffect } from 'react';

/** A field the person is typing in: `/` there is a character, not the shortcut. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const editable = '[contenteditable=""], [contenteditable="true"], [contenteditable="plaintext-only"]';
  if (target.isContentEditable || target.closest(editable) !== null) return true;
  const tag = target.tagName;
  return (
    tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.getAttribute('role') === 'combobox'
  );
}

/** Whether a key press asks for jump to: Ctrl+K (⌘K) anywhere, `/` when the focus is not in a field. */
export function isJumpShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTypingTarget(event.target);
}

/** Calls `open` on the jump shortcut, for as long as the shell is mounted. */
export function useJumpShortcut(open: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isJumpShortcut(event)) return;
      event.preventDefault();
      open();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
}
