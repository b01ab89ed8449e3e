import { useId, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui';
import { paths } from '@/config/routes';
import { NavDropdown, navDropdownItemStyles } from '../NavDropdown';
import type { AuthStatusView } from '../types';

const UserIcon = styled.span<{ $loggedIn: boolean }>(
  ({ theme, $loggedIn }) => css`
    display: inline-flex;
    color: ${$loggedIn ? theme.colors.loggedIn : theme.colors.loggedOut};
  `,
);

const Tooltip = styled.span<{ $visible: boolean }>(
  ({ theme, $visible }) => css`
    position: absolute;
    top: calc(100% + ${theme.space[2]});
    right: 0;
    z-index: ${theme.zIndices.dropdown};
    width: max-content;
    max-width: 16rem;
    padding: ${theme.space[2]} ${theme.space[3]};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.text};
    color: ${theme.colors.textInverse};
    font-size: ${theme.fontSizes.sm};
    line-height: ${theme.lineHeights.snug};
    box-shadow: ${theme.shadows.md};
    pointer-events: none;
    opacity: ${$visible ? 1 : 0};
    visibility: ${$visible ? 'visible' : 'hidden'};
    transition:
      opacity ${theme.transitions.fast},
      visibility ${theme.transitions.fast};
  `,
);

const ItemLink = styled(Link)`
  ${navDropdownItemStyles}
`;

const ItemButton = styled.button`
  ${navDropdownItemStyles}
`;

export interface UserMenuProps {
  /** Session status: the icon is green only when logged in with a valid session. */
  status: AuthStatusView;
  /** Name for the greeting (null until the profile has loaded). */
  userName: string | null;
  open: boolean;
  onToggle: () => void;
  onOpen: () => void;
  onClose: () => void;
  onLogout: () => void;
}

/** The hover/focus text of the user icon (product §2): expired message, or a welcome greeting. */
export function useUserGreeting(status: AuthStatusView, userName: string | null): string {
  const { t } = useTranslation();
  if (status === 'expired') return t('nav.expired');
  if (status === 'loggedIn') return userName ? t('nav.greeting', { name: userName }) : t('nav.greetingNoName');
  return t('nav.greetingGuest');
}

/**
 * The account icon and its menu. The icon is green when logged in, black otherwise; hovering or focusing it
 * shows a tooltip ('Your login has expired' or a welcome). The menu offers profile and logout when logged in,
 * login and registration otherwise.
 */
export function UserMenu({ status, userName, open, onToggle, onOpen, onClose, onLogout }: UserMenuProps) {
  const { t } = useTranslation();
  const tooltipId = `user-tip-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [hover, setHover] = useState(false);
  const [focus, setFocus] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const greeting = useUserGreeting(status, userName);
  const loggedIn = status === 'loggedIn';
  const tooltipVisible = (hover || focus) && !open && !dismissed;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // WCAG 1.4.13: the tooltip can be dismissed without moving the pointer or focus.
    if (event.key === 'Escape' && !open && tooltipVisible) setDismissed(true);
  };

  return (
    <NavDropdown
      panelId="user-menu"
      data-testid="user-menu"
      open={open}
      onToggle={onToggle}
      onOpen={onOpen}
      onClose={onClose}
      align="end"
      ariaLabel={t('nav.accountMenu')}
      label={
        <UserIcon $loggedIn={loggedIn} data-testid="user-icon" data-status={status}>
          <Icon name="user" size={24} />
        </UserIcon>
      }
      toggleProps={{
        'aria-describedby': tooltipId,
        onMouseEnter: () => {
          setHover(true);
          setDismissed(false);
        },
        onMouseLeave: () => setHover(false),
        onFocus: () => {
          setFocus(true);
          setDismissed(false);
        },
        onBlur: () => setFocus(false),
        onKeyDown,
      }}
      extra={
        <Tooltip role="tooltip" id={tooltipId} $visible={tooltipVisible}>
          {greeting}
        </Tooltip>
      }
      header={<span>{greeting}</span>}
    >
      {loggedIn ? (
        <>
          <li>
            <ItemLink to={paths.profile}>
              <Icon name="user" size={18} />
              {t('nav.profile')}
            </ItemLink>
          </li>
          <li>
            <ItemButton type="button" onClick={onLogout}>
              <Icon name="logout" size={18} />
              {t('nav.logout')}
            </ItemButton>
          </li>
        </>
      ) : (
        <>
          <li>
            <ItemLink to={paths.login}>
              <Icon name="lock" size={18} />
              {t('nav.login')}
            </ItemLink>
          </li>
          <li>
            <ItemLink to={paths.register}>
              <Icon name="plus" size={18} />
              {t('nav.register')}
            </ItemLink>
          </li>
        </>
      )}
    </NavDropdown>
  );
}
