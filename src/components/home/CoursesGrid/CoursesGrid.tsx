import { useTranslation } from 'react-i18next';
import { Container, Grid, Section } from '@/components/ui';
import { CourseCard, type CourseCardProps } from '@/components/catalog/CourseCard';
import { SectionIntro } from '../internal/SectionIntro';

export interface CoursesGridProps {
  /** Section anchor (cursos). */
  id: string;
  courses: (CourseCardProps & { id: number })[];
}

/** Home courses section: a card per course, each linking to /course/{id}. */
export function CoursesGrid({ id, courses }: CoursesGridProps) {
  const { t } = useTranslation();
  const headingId = `${id}-title`;
  return (
    <Section id={id} labelledBy={headingId} spacing="lg">
      <Container>
        <SectionIntro
          headingId={headingId}
          eyebrow={t('home.courses.eyebrow')}
          title={t('home.courses.title')}
          lead={t('home.courses.lead')}
        />
        <Grid as="ul" minColumnWidth={300} equalHeight>
          {courses.map((course) => (
            <li key={course.id}>
              <CourseCard {...course} />
            </li>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
