import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { CloseButton } from '../internal/CloseButton';

export type ModalSize = 'md' | 'lg' | 'full';

/* Never starts fully transparent: the content counts as visible from the first frame. */
const rise = keyframes`
  from { opacity: 0.4; transform: translateY(16px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const fade = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Dialog = styled.dialog<{ $size: ModalSize }>(
  ({ theme, $size }) => css`
    width: ${$size === 'full' ? '100%' : `calc(100% - 2 * ${theme.space[4]})`};
    max-width: ${{ md: '36rem', lg: '56rem', full: '100%' }[$size]};
    max-height: ${$size === 'full' ? '100%' : `calc(100dvh - 2 * ${theme.space[4]})`};
    height: ${$size === 'full' ? '100%' : 'fit-content'};
    padding: 0;
    border: 0;
    border-radius: ${$size === 'full' ? '0' : theme.radii.xl};
    background: ${$size === 'full' ? theme.colors.text : theme.colors.surface};
    color: ${$size === 'full' ? theme.colors.textInverse : theme.colors.text};
    box-shadow: ${theme.shadows.lg};
    overflow: hidden;
    &[open] {
      display: flex;
      flex-direction: column;
      animation: ${rise} 250ms ease-out;
    }
    &::backdrop {
      background: ${theme.colors.overlay};
      animation: ${fade} 250ms ease-out;
    }
    ${theme.media.reducedMotion} {
      &[open],
      &::backdrop {
        animation: none;
      }
    }
  `,
);

const Header = styled.div<{ $hasTitle: boolean; $size: ModalSize }>(
  ({ theme, $hasTitle, $size }) => css`
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: ${theme.space[3]};
    padding: ${theme.space[3]} ${theme.space[3]} ${$hasTitle ? theme.space[2] : 0} ${theme.space[5]};
    ${!$hasTitle && $size !== 'full' && 'justify-content: flex-end;'}
    ${
      $size === 'full' &&
      css`
        position: absolute;
        inset-inline-end: 0;
        top: 0;
        z-index: 1;
        padding: ${theme.space[2]};
      `
    }
    ${
      $size === 'full' &&
      css`
        button {
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
          box-shadow: ${theme.shadows.md};
        }
      `
    }
    ${theme.media.desktop} {
      padding-inline-start: ${$hasTitle ? theme.space[6] : theme.space[2]};
    }
  `,
);

const Title = styled.h2(
  ({ theme }) => css`
    margin: ${theme.space[2]} 0 0;
    font-size: ${theme.fontSizes.xl};
  `,
);

const Body = styled.div<{ $size: ModalSize }>(
  ({ theme, $size }) => css`
    flex: 1;
    overflow: auto;
    overscroll-behavior: contain;
    padding: ${$size === 'full' ? '0' : `${theme.space[2]} ${theme.space[5]} ${theme.space[5]}`};
    ${theme.media.desktop} {
      padding: ${$size === 'full' ? '0' : `${theme.space[2]} ${theme.space[6]} ${theme.space[6]}`};
    }
  `,
);

export interface ModalProps {
  /** Shown with showModal() while true. */
  open: boolean;
  /** Escape, a click on the backdrop and the close button call this; set `open` to false in it. */
  onClose: () => void;
  /** Visible title (rendered as the dialog's h2 and used as its name). */
  title?: ReactNode;
  /** Id of a heading inside `children` that names the dialog (when there is no `title`). */
  labelledBy?: string;
  /** Accessible name when there is no visible heading (e.g. a media viewer). */
  ariaLabel?: string;
  size?: ModalSize;
  children?: ReactNode;
  className?: string;
}

/**
 * Modal dialog on the native <dialog>: focus is trapped by the browser, Escape and backdrop clicks close it,
 * focus returns to the element that opened it, and the page behind does not scroll.
 * Children are mounted only while open (videos stop when it closes).
 */
export function Modal({ open, onClose, title, labelledBy, ariaLabel, size = 'md', children, className }: ModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  const openRef = useRef(open);
  const titleId = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-title`;

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  useEffect(() => {
    openRef.current = open;
  }, [open]);

  // Open / close the native dialog, lock page scroll, and give focus back on close.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    if (!dialog.open) dialog.showModal();
    return () => {
      openRef.current = false;
      if (dialog.open) dialog.close();
      document.body.style.overflow = previousOverflow;
      if (opener && opener.isConnected) opener.focus();
    };
  }, [open]);

  // Escape (cancel), backdrop clicks, and closes the browser does itself (form method="dialog").
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    let pressedOnBackdrop = false;
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // Escape handled on keydown too, so it also works for synthetic key events (tests) and nested widgets can
    // stop it by calling preventDefault(); the native cancel event then never fires.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onCloseRef.current();
    };
    const onPointerDown = (event: PointerEvent) => {
      pressedOnBackdrop = event.target === dialog;
    };
    const onClick = (event: MouseEvent) => {
      // Clicks on ::backdrop target the <dialog> itself; its content fills the box, so the target is a child otherwise.
      if (event.target === dialog && pressedOnBackdrop) onCloseRef.current();
      pressedOnBackdrop = false;
    };
    const onNativeClose = () => {
      if (openRef.current) onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('pointerdown', onPointerDown);
    dialog.addEventListener('click', onClick);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('pointerdown', onPointerDown);
      dialog.removeEventListener('click', onClick);
      dialog.removeEventListener('close', onNativeClose);
    };
  }, []);

  const labelId = title ? titleId : labelledBy;

  return (
    <Dialog
      ref={ref}
      $size={size}
      className={className}
      aria-labelledby={open ? labelId : undefined}
      aria-label={open && !labelId ? ariaLabel : undefined}
    >
      {open && (
        <>
          <Header $hasTitle={Boolean(title)} $size={size}>
            {title && <Title id={titleId}>{title}</Title>}
            <CloseButton label={t('ui.closeDialog')} onClick={() => onCloseRef.current()} />
          </Header>
          <Body $size={size}>{children}</Body>
        </>
      )}
    </Dialog>
  );
}
