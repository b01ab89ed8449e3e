import { useState } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../Button';
import { Icon } from '../Icon';

/** What became of a tap: the share sheet was used, the address copied, the sheet closed, or nothing worked. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export interface ShareButtonProps {
  /** The address to share (the page's canonical one, in the visitor's language). */
  url: string;
  /** The title the share sheet offers with it. */
  title: string;
  /**
   * The browser has a share sheet (the Web Share API, `navigator.share`). Decided by the page after hydration
   * (the prerender cannot know), so the served HTML and the first render show the copy-link button alike.
   */
  canShare: boolean;
  /** Label with a share sheet, e.g. 'Partilhar'. */
  shareLabel: string;
  /** Label without one, e.g. 'Copiar ligação'. */
  copyLabel: string;
  /** Told what happened, to confirm a copy (a toast) or say it failed. */
  onOutcome?: (outcome: ShareOutcome) => void;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** Opens the share sheet; where there is none, or it refuses (not a cancel), copies the address instead. */
async function shareOrCopy(url: string, title: string, canShare: boolean): Promise<ShareOutcome> {
  if (canShare && typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/**
 * Share this page: the browser's share sheet where it has one, otherwise "copy link". The outcome is
 * handed back (`onOutcome`) for the page to confirm; the button itself only changes its label.
 */
export function ShareButton({
  url,
  title,
  canShare,
  shareLabel,
  copyLabel,
  onOutcome,
  variant = 'ghost',
  size = 'lg',
}: ShareButtonProps) {
  const [busy, setBusy] = useState(false);
  const share = async () => {
    setBusy(true);
    try {
      onOutcome?.(await shareOrCopy(url, title, canShare));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant={variant}
      size={size}
      loading={busy}
      onClick={() => void share()}
      iconLeft={<Icon name="share" size={20} />}
      data-share={canShare ? 'sheet' : 'copy'}
    >
      {canShare ? shareLabel : copyLabel}
    </Button>
  );
}
