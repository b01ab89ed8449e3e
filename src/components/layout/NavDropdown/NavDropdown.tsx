import { useEffect, useId, useRef, type ButtonHTMLAttributes, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from '@/components/ui';
import { List, Panel, PanelHeader, Toggle, Wrapper } from './NavDropdown.styles';

export interface NavDropdownProps {
  /** Whether the panel is shown (controlled: the header's menu state decides). */
  open: boolean;
  /** Click on the toggle. */
  onToggle: () => void;
  /** Arrow keys on the closed toggle open the panel and move into it. */
  onOpen: () => void;
  /** Escape, or keyboard focus leaving the menu. */
  onClose: () => void;
  /** Toggle content: a text label (with a chevron) or an icon. */
  label: ReactNode;
  /** Icon-only toggle: its accessible name. */
  ariaLabel?: string;
  /** Extra props for the toggle button (tooltip wiring, aria-describedby...). */
  toggleProps?: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'aria-expanded' | 'aria-controls' | 'type'>;
  /** Align the panel with the toggle's start (default) or end edge. */
  align?: 'start' | 'end';
  /** Non-interactive content above the items (e.g. a greeting). */
  header?: ReactNode;
  /** Extra content inside the wrapper (e.g. a tooltip). */
  extra?: ReactNode;
  /** `<li>` items, each holding one link or button. */
  children: ReactNode;
  /** Stable id for the panel (aria-controls); generated when absent. */
  panelId?: string;
  'data-testid'?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled])';

function itemsIn(panel: HTMLElement | null): HTMLElement[] {
  return Array.from(panel?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
}

/** Focuses the item at `index` (negative counts from the end, wraps around). */
function focusItemIn(panel: HTMLElement | null, index: number) {
  const list = itemsIn(panel);
  if (list.length === 0) return;
  list[((index % list.length) + list.length) % list.length]?.focus();
}

/**
 * Disclosure dropdown (WAI-ARIA disclosure navigation pattern): a button with aria-expanded and
 * aria-controls shows a panel of links. ArrowDown/ArrowUp open it and move through the items, Home/End
 * jump, Escape closes it and returns focus to the button, Tab leaves naturally (the panel closes when
 * keyboard focus leaves it).
 */
export function NavDropdown({
  open,
  onToggle,
  onOpen,
  onClose,
  label,
  ariaLabel,
  toggleProps,
  align = 'start',
  header,
  extra,
  children,
  panelId,
  'data-testid': testId,
}: NavDropdownProps) {
  const generatedId = useId();
  const id = panelId ?? `dropdown-${generatedId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const wrapperRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<'first' | 'last' | null>(null);

  const focusAt = (index: number) => focusItemIn(panelRef.current, index);

  useEffect(() => {
    if (!open || !pendingFocus.current) return;
    const where = pendingFocus.current;
    pendingFocus.current = null;
    focusItemIn(panelRef.current, where === 'first' ? 0 : -1);
  }, [open]);

  const onToggleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    toggleProps?.onKeyDown?.(event);
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const where = event.key === 'ArrowDown' ? 'first' : 'last';
    if (open) focusAt(where === 'first' ? 0 : -1);
    else {
      pendingFocus.current = where;
      onOpen();
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = itemsIn(panelRef.current).indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(-1);
        break;
      default:
    }
  };

  const onWrapperKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
    toggleRef.current?.focus();
  };

  const onWrapperBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !wrapperRef.current?.contains(next)) onClose();
  };

  return (
    // The wrapper only listens for Escape and focus leaving; the interactive elements are the button and links.
    <Wrapper ref={wrapperRef} onKeyDown={onWrapperKeyDown} onBlur={onWrapperBlur} data-testid={testId}>
      <Toggle
        {...toggleProps}
        ref={toggleRef}
        type="button"
        $icon={Boolean(ariaLabel)}
        aria-label={ariaLabel}
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
        onKeyDown={onToggleKeyDown}
      >
        {label}
        {!ariaLabel && <Icon name="chevronDown" size={16} className="nav-chevron" />}
      </Toggle>
      {extra}
      <Panel ref={panelRef} id={id} hidden={!open} $align={align} onKeyDown={onPanelKeyDown}>
        {header && <PanelHeader>{header}</PanelHeader>}
        <List>{children}</List>
      </Panel>
    </Wrapper>
  );
}
