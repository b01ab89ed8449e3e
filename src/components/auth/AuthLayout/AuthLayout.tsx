import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Card, Container, Eyebrow, Heading, Icon } from '@/components/ui';

const Band = styled.div(
  ({ theme }) => css`
    padding-block: ${theme.space[6]} ${theme.space[8]};
    background:
      radial-gradient(circle at 100% 0%, ${theme.colors.accentSoft} 0, transparent 22rem),
      radial-gradient(circle at 0% 100%, ${theme.colors.primarySoft} 0, transparent 20rem), ${theme.colors.bg};
    ${theme.media.desktop} {
      padding-block: ${theme.space[8]} ${theme.space[9]};
    }
  `,
);

const Layout = styled.div<{ $wide: boolean; $aside: boolean }>(
  ({ theme, $wide, $aside }) => css`
    display: grid;
    gap: ${theme.space[6]};
    max-width: ${$wide ? '46rem' : '30rem'};
    margin-inline: auto;
    ${
      $aside &&
      css`
        ${theme.media.wide} {
          max-width: ${$wide ? '70rem' : '60rem'};
          grid-template-columns: minmax(0, 1fr) minmax(0, ${$wide ? '1.9fr' : '1.2fr'});
          align-items: start;
        }
      `
    }
  `,
);

const Aside = styled.div(
  ({ theme }) => css`
    display: none;
    ${theme.media.wide} {
      display: block;
      position: sticky;
      top: calc(${theme.layout.navHeight} + ${theme.space[5]});
      padding: ${theme.space[6]};
      border-radius: ${theme.radii.lg};
      background: ${theme.colors.primary};
      color: ${theme.colors.textInverse};
      box-shadow: ${theme.shadows.md};
    }
  `,
);

const AsideTitle = styled.p(
  ({ theme }) => css`
    margin: 0 0 ${theme.space[5]};
    font-family: ${theme.fonts.heading};
    font-size: ${theme.fontSizes.xl};
    font-weight: ${theme.fontWeights.semibold};
    line-height: ${theme.lineHeights.tight};
  `,
);

const AsideList = styled.ul(
  ({ theme }) => css`
    display: grid;
    gap: ${theme.space[4]};
    margin: 0;
    padding: 0;
    list-style: none;
    li {
      display: flex;
      gap: ${theme.space[3]};
      align-items: flex-start;
      line-height: ${theme.lineHeights.snug};
    }
    svg {
      flex-shrink: 0;
      margin-top: 0.1em;
    }
  `,
);

const Lead = styled.p(
  ({ theme }) => css`
    margin: 0 0 ${theme.space[5]};
    color: ${theme.colors.textMuted};
    line-height: ${theme.lineHeights.normal};
  `,
);

const Footer = styled.div(
  ({ theme }) => css`
    margin-top: ${theme.space[5]};
    padding-top: ${theme.space[5]};
    border-top: 1px solid ${theme.colors.border};
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[2]} ${theme.space[4]};
    justify-content: center;
    text-align: center;
    color: ${theme.colors.textMuted};
  `,
);

const FormCard = styled(Card)(
  ({ theme }) => css`
    padding: ${theme.space[5]};
    ${theme.media.desktop} {
      padding: ${theme.space[6]} ${theme.space[7]};
    }
  `,
);

export interface AuthLayoutProps {
  eyebrow?: ReactNode;
  /** The page's h1. */
  title: ReactNode;
  lead?: ReactNode;
  /** Id of the h1 (forms use it as their accessible name). */
  titleId?: string;
  /** Links under the form (back to login, create account…). */
  footer?: ReactNode;
  /** 'wide' for the registration form. */
  width?: 'narrow' | 'wide';
  /** The branded panel beside the card on wide screens. */
  showAside?: boolean;
  children?: ReactNode;
}

/** The frame of every account screen: a warm band with a centred card, and a branded panel on wide screens. */
export function AuthLayout({
  eyebrow,
  title,
  lead,
  titleId,
  footer,
  width = 'narrow',
  showAside = true,
  children,
}: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <Band>
      <Container>
        <Layout $wide={width === 'wide'} $aside={showAside}>
          {showAside && (
            <Aside>
              <AsideTitle>{t('auth.layoutAside.title')}</AsideTitle>
              <AsideList>
                {(['courses', 'wishlist', 'checkout'] as const).map((item) => (
                  <li key={item}>
                    <Icon name={item === 'courses' ? 'book' : item === 'wishlist' ? 'heart' : 'lock'} size={22} />
                    <span>{t(`auth.layoutAside.items.${item}`)}</span>
                  </li>
                ))}
              </AsideList>
            </Aside>
          )}
          <FormCard padding="none">
            {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
            <Heading as="h1" size="lg" id={titleId}>
              {title}
            </Heading>
            {lead && <Lead>{lead}</Lead>}
            {children}
            {footer && <Footer>{footer}</Footer>}
          </FormCard>
        </Layout>
      </Container>
    </Band>
  );
}
