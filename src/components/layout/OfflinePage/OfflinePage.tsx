import { Button, EmptyState } from '../../ui';

export interface OfflinePageProps {
  /** "Sem ligação à internet". */
  title: string;
  /** What happened and what will happen next (the page tries again by itself once back online). */
  text: string;
  /** The label of the button that tries again now. */
  retryLabel: string;
  onRetry: () => void;
  /** A try is under way: the button shows it is busy. */
  retrying?: boolean;
}

/**
 * The page area when a page's code could not be fetched because the connection is gone: the header
 * and footer stay, this takes the place of the page.
 */
export function OfflinePage({ title, text, retryLabel, onRetry, retrying = false }: OfflinePageProps) {
  return (
    <EmptyState
      icon="globe"
      headingLevel="h1"
      title={title}
      text={text}
      action={
        <Button onClick={onRetry} loading={retrying}>
          {retryLabel}
        </Button>
      }
    />
  );
}
