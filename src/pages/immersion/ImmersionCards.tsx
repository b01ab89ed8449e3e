import { useTranslation } from 'react-i18next';
import { ButtonLink, Icon, LinkText } from '@/components/ui';
import { FeatureCard } from '@/components/content/FeatureCard';
import { FeatureGrid, type FeatureGridProps } from '@/components/content/FeatureGrid';
import { immersionSubjectHref } from '@/config/contactSubjects';
import { objectList } from '@/lib/translatedLists';

const highlightIcons = ['sparkles', 'user', 'play'] as const;

type Spacing = Pick<FeatureGridProps, 'spacing'>;

/** What an immersion gives (the overview's cards), on /imersoes and /imersao-details. */
export function ImmersionHighlightCards({ spacing }: Spacing) {
  const { t } = useTranslation();
  return (
    <FeatureGrid spacing={spacing}>
      {objectList(t, 'immersion.highlights', ['title', 'text']).map((item, index) => (
        <FeatureCard key={item.title} icon={highlightIcons[index % highlightIcons.length]} title={item.title} text={item.text} />
      ))}
    </FeatureGrid>
  );
}

/**
 * The immersion formats, each with 'more info' to the contact page carrying that format's stable subject key
 * (?subject=immersion-{id}), on /imersoes and /imersao-details.
 */
export function ImmersionFormatCards({ spacing }: Spacing) {
  const { t } = useTranslation();
  return (
    <FeatureGrid spacing={spacing}>
      {objectList(t, 'immersion.formats', ['title', 'duration', 'text']).map((format, index) => (
        <FeatureCard
          key={format.title}
          icon="calendar"
          markerTone="accent"
          title={format.title}
          meta={format.duration}
          text={format.text}
          action={
            <ButtonLink
              to={immersionSubjectHref(index)}
              variant="outline"
              size="sm"
              iconRight={<Icon name="arrowRight" size={16} />}
            >
              <LinkText text={t('common.moreInfo')} label={t('immersion.formatMoreInfo', { title: format.title })} />
            </ButtonLink>
          }
        />
      ))}
    </FeatureGrid>
  );
}
