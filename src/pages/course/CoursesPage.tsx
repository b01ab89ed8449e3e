import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Container, Grid, Icon, PageHeader, Section } from '@/components/ui';
import { CourseCard } from '@/components/catalog/CourseCard';
import { CallToAction } from '@/components/content/CallToAction';
import { courses } from '@/data/courses';
import { paths, to } from '@/config/routes';
import { PageMeta } from '@/seo/PageMeta';

/** /cursos — every course as a card linking to /course/{id}. */
export function Component() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <>
      <PageMeta title={t('sections.courses.metaTitle')} description={t('sections.courses.metaDescription')} />
      <PageHeader eyebrow={t('sections.courses.eyebrow')} title={t('sections.courses.title')} lead={t('sections.courses.lead')} />
      <Section spacing="md" labelledBy={headingId}>
        <Container>
          <h2 id={headingId} className="visually-hidden">
            {t('sections.courses.count', { count: courses.length })}
          </h2>
          <Grid as="ul" minColumnWidth={300} equalHeight>
            {courses.map((course, index) => (
              <li key={course.id}>
                <CourseCard
                  id={course.id}
                  title={t(`${course.key}.title`)}
                  summary={t(`${course.key}.summary`)}
                  image={course.image}
                  href={to.course(course.id)}
                  price={course.price}
                  hours={course.hours}
                  months={course.months}
                  location={t(`${course.key}.location`)}
                  date={t(`${course.key}.date`)}
                  loading={index < 3 ? 'eager' : 'lazy'}
                />
              </li>
            ))}
          </Grid>
        </Container>
      </Section>
      <CallToAction
        tone="alt"
        title={t('sections.courses.helpTitle')}
        text={t('sections.courses.helpText')}
        actions={
          <ButtonLink to={paths.contact} iconRight={<Icon name="mail" size={18} />}>
            {t('sections.courses.helpCta')}
          </ButtonLink>
        }
      />
    </>
  );
}
