import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ScrollManager } from './ScrollManager';
import { AppStateProviders } from './AppStateProviders';

const Main = styled.main`
  min-height: 60vh;
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[3]};
  top: -100px;
  z-index: ${({ theme }) => theme.zIndices.modal};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus {
    top: ${({ theme }) => theme.space[3]};
  }
`;

/** The frame around every page: skip link, header, main content, footer, cookie banner. */
export function RootLayout() {
  const { t } = useTranslation();
  return (
    <AppStateProviders>
      <ScrollManager />
      <SkipLink href="#main">{t('common.skipToContent')}</SkipLink>
      <Main id="main" tabIndex={-1}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </Main>
    </AppStateProviders>
  );
}
