import { useTranslation } from 'react-i18next';
import { LinkText, TextLink } from '@/components/ui';

/** The link to a media item's launch page, named after the item ("Ver lançamento: …" for screen readers). */
export function LaunchLink({ href, title }: { href: string; title: string }) {
  const { t } = useTranslation();
  return (
    <TextLink to={href} bold>
      <LinkText text={t('carousel.seeLaunch')} label={t('carousel.seeLaunchLabel', { title })} />
    </TextLink>
  );
}
