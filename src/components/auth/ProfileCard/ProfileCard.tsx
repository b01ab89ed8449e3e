import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Heading, Icon, Spinner } from '@/components/ui';

export type ProfileCardStatus = 'loading' | 'error' | 'empty' | 'loaded';

export interface ProfileRow {
  key: string;
  label: string;
  value: string;
}

export interface ProfileCardProps {
  status: ProfileCardStatus;
  /** The user's name (heading of the loaded card). */
  name?: string;
  /** Secondary line under the name (e-mail). */
  subtitle?: string;
  /** Label/value pairs, already formatted. */
  rows?: ProfileRow[];
  /** Translated error text for 'error' and 'empty'. */
  message?: string;
  onRetry?: () => void;
  onLogout?: () => void;
}

const Root = styled(Card)(
  ({ theme }) => css`
    padding: ${theme.space[5]};
    ${theme.media.desktop} {
      padding: ${theme.space[6]};
    }
  `,
);

const Head = styled.div(
  ({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.space[4]};
    margin-bottom: ${theme.space[5]};
    h2 {
      margin: 0;
      overflow-wrap: anywhere;
    }
  `,
);

const Avatar = styled.span(
  ({ theme }) => css`
    flex-shrink: 0;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 3.5rem;
    height: 3.5rem;
    border-radius: ${theme.radii.round};
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.primary};
    font-family: ${theme.fonts.heading};
    font-size: ${theme.fontSizes.xl};
    font-weight: ${theme.fontWeights.semibold};
  `,
);

const Subtitle = styled.p(
  ({ theme }) => css`
    margin: ${theme.space[1]} 0 0;
    color: ${theme.colors.textMuted};
    overflow-wrap: anywhere;
  `,
);

const List = styled.dl(
  ({ theme }) => css`
    display: grid;
    margin: 0;
    border-top: 1px solid ${theme.colors.border};
    ${theme.media.desktop} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      column-gap: ${theme.space[6]};
    }
  `,
);

const Item = styled.div(
  ({ theme }) => css`
    padding-block: ${theme.space[3]};
    border-bottom: 1px solid ${theme.colors.border};
    dt {
      font-size: ${theme.fontSizes.sm};
      color: ${theme.colors.textMuted};
      margin-bottom: ${theme.space[1]};
    }
    dd {
      margin: 0;
      font-weight: ${theme.fontWeights.medium};
      overflow-wrap: anywhere;
    }
  `,
);

const Status = styled.div(
  ({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.space[3]};
    color: ${theme.colors.textMuted};
  `,
);

const Actions = styled.div(
  ({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[3]};
    margin-top: ${theme.space[5]};
  `,
);

function initials(name: string | undefined): string {
  if (!name) return '';
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((p) => p?.[0]?.toUpperCase() ?? '').join('');
}

/** The profile: loading, error or empty data (with retry), or the user's details. */
export function ProfileCard({ status, name, subtitle, rows = [], message, onRetry, onLogout }: ProfileCardProps) {
  const { t } = useTranslation();

  if (status === 'loading') {
    return (
      <Root>
        <Status>
          <Spinner decorative />
          <p role="status">{t('profile.loading')}</p>
        </Status>
      </Root>
    );
  }

  if (status === 'error' || status === 'empty') {
    return (
      <Root>
        <Alert tone={status === 'error' ? 'error' : 'warning'} title={t('profile.errorTitle')}>
          {message}
        </Alert>
        {onRetry && (
          <Actions>
            <Button onClick={onRetry}>{t('profile.retry')}</Button>
          </Actions>
        )}
      </Root>
    );
  }

  return (
    <Root forwardedAs="section" aria-labelledby="profile-name">
      <Head>
        <Avatar aria-hidden="true">{initials(name) || <Icon name="user" size={28} />}</Avatar>
        <div>
          <Heading as="h2" size="md" id="profile-name">
            {name || t('profile.detailsTitle')}
          </Heading>
          {subtitle && <Subtitle>{subtitle}</Subtitle>}
        </div>
      </Head>
      <List>
        {rows.map((row) => (
          <Item key={row.key}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </Item>
        ))}
      </List>
      {onLogout && (
        <Actions>
          <Button variant="outline" onClick={onLogout} iconLeft={<Icon name="logout" size={18} />}>
            {t('profile.logout')}
          </Button>
        </Actions>
      )}
    </Root>
  );
}
