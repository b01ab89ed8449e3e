import { useTranslation } from 'react-i18next';
import { FeatureCard } from '@/components/content/FeatureCard';
import { FeatureGrid, type FeatureGridProps } from '@/components/content/FeatureGrid';
import { objectList } from '@/lib/translatedLists';

const formatIcons = ['user', 'sparkles'] as const;

/** The mentorship formats (individual, group), on /mentorias and /mentorship-details. */
export function MentorshipFormatCards({ spacing }: Pick<FeatureGridProps, 'spacing'>) {
  const { t } = useTranslation();
  return (
    <FeatureGrid minColumnWidth={320} spacing={spacing}>
      {objectList(t, 'mentorship.formats', ['title', 'duration', 'text']).map((format, index) => (
        <FeatureCard
          key={format.title}
          icon={formatIcons[index % formatIcons.length]}
          title={format.title}
          meta={format.duration}
          text={format.text}
        />
      ))}
    </FeatureGrid>
  );
}
