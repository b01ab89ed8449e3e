import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Container, Section } from '@/components/ui';
import { CourseCard, type CourseCardProps } from '@/components/catalog/CourseCard';
import { SectionIntro } from '../internal/SectionIntro';

const List = styled.ul(
  ({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
    gap: ${theme.space[5]};
    margin: 0;
    padding: 0;
    list-style: none;
    > li {
      display: flex;
      min-width: 0;
    }
    > li > * {
      flex: 1;
    }
  `,
);

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
        <SectionIntro headingId={headingId} eyebrow={t('home.courses.eyebrow')} title={t('home.courses.title')} lead={t('home.courses.lead')} />
        <List>
          {courses.map((course) => (
            <li key={course.id}>
              <CourseCard {...course} />
            </li>
          ))}
        </List>
      </Container>
    </Section>
  );
}
