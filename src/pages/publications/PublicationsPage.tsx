import { memo, useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Button, Container, EmptyState, Icon, PageHeader, Section } from '@/components/ui';
import { PublicationCard } from '@/components/content/PublicationCard';
import { PublicationFilters } from '@/components/content/PublicationFilters';
import { Pagination } from '@/components/content/Pagination';
import { usePublicationList, type PublicationListApi } from '@/features/content';
import { useLatestCallback } from '@/lib/useLatestCallback';
import { useToasts } from '@/features/toasts';
import { downloadFile } from '@/api/files';
import { publications } from '@/data/publications';
import type { Publication } from '@/data/types';
import { paths } from '@/config/routes';
import { formatMonthYear, intlLocale } from '@/lib/format';
import { PageMeta } from '@/seo/PageMeta';
import { downloadErrorKey } from '@/api/downloadError';

const Toolbar = styled.div(
  ({ theme }) => css`
    padding: ${theme.space[5]};
    margin-bottom: ${theme.space[5]};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    box-shadow: ${theme.shadows.sm};
  `,
);

const ResultsHead = styled.div(
  ({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${theme.space[2]};
    margin-bottom: ${theme.space[4]};
    h2:focus {
      outline: none;
    }
    h2:focus-visible {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: 2px;
    }
  `,
);

const Count = styled.p(
  ({ theme }) => css`
    margin: 0;
    color: ${theme.colors.textMuted};
    font-weight: ${theme.fontWeights.semibold};
  `,
);

const List = styled.ul(
  ({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
    gap: ${theme.space[5]};
    margin: 0 0 ${theme.space[6]};
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

type Searchable = Publication & { title: string; description: string };

interface ResultsProps {
  result: PublicationListApi<Searchable>['result'];
  resultsId: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  downloading: number | null;
  onDownload: (publication: Searchable) => Promise<void>;
  onClearFilters: () => void;
  hrefFor: (page: number) => string;
  onPaged: (page: number) => void;
}

/**
 * The count, the list and the pagination: drawn again only when what they show changes, not on every key typed
 * into the search box above them.
 */
const Results = memo(function Results({
  result,
  resultsId,
  headingRef,
  downloading,
  onDownload,
  onClearFilters,
  hrefFor,
  onPaged,
}: ResultsProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return (
    <section aria-labelledby={`${resultsId}-heading`} id={resultsId}>
      <ResultsHead>
        <h2 id={`${resultsId}-heading`} ref={headingRef} tabIndex={-1} className="visually-hidden">
          {t('publications.resultsTitle')}
        </h2>
        <Count role="status" data-testid="result-count">
          {t('publications.resultCount', { count: result.total })}
        </Count>
        {result.totalPages > 1 && (
          <Count as="span">{t('publications.pageOf', { page: result.page, total: result.totalPages })}</Count>
        )}
      </ResultsHead>
      {result.total === 0 ? (
        <EmptyState
          icon="search"
          headingLevel="h3"
          title={t('publications.noResultsTitle')}
          text={t('publications.noResultsText')}
          action={
            <Button variant="outline" onClick={onClearFilters} iconLeft={<Icon name="close" size={18} />}>
              {t('publications.clearFilters')}
            </Button>
          }
        />
      ) : (
        <List>
          {result.items.map((publication) => (
            <li key={publication.id}>
              <PublicationCard
                title={publication.title}
                type={publication.type}
                typeLabel={t(`publications.types.${publication.type}`)}
                author={publication.author}
                authorLabel={t('publications.authorLabel')}
                date={formatMonthYear(publication.date_month, publication.date_year, intlLocale(lang))}
                dateTime={`${publication.date_year}-${String(publication.date_month).padStart(2, '0')}`}
                description={publication.description}
                downloadText={t('publications.download')}
                downloadLabel={t('publications.downloadLabel', { title: publication.title })}
                downloading={downloading === publication.id}
                onDownload={() => void onDownload(publication)}
              />
            </li>
          ))}
        </List>
      )}
      {result.totalPages > 1 && (
        <Pagination
          items={result.pages}
          current={result.page}
          totalPages={result.totalPages}
          hrefFor={hrefFor}
          preventScrollReset
          onNavigate={onPaged}
          labels={{
            nav: t('publications.pagination.label'),
            previous: t('publications.pagination.previous'),
            next: t('publications.pagination.next'),
            page: (page) => t('publications.pagination.page', { page }),
            ellipsis: t('publications.pagination.ellipsis'),
          }}
        />
      )}
    </section>
  );
});

/** /artigos-teses — search, type filter and pagination kept in the URL query; each item downloads its PDF. */
export function Component() {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const { show } = useToasts();
  const [downloading, setDownloading] = useState<number | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const resultsId = useId();

  // Search runs over the texts in the current language (product §5: title, description and author).
  const searchable = useMemo(
    () =>
      publications.map((publication) => ({
        ...publication,
        title: t(`${publication.key}.title`),
        description: t(`${publication.key}.description`),
      })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- texts change with the language
    [t, lang],
  );
  const list = usePublicationList(searchable, paths.publications);
  const { result } = list;

  // After following a pagination link, bring the list into view and move focus to its heading
  // (only then: a search that returns to page 1 must keep the focus in the search box).
  const paged = useRef(false);
  useEffect(() => {
    if (!paged.current) return;
    paged.current = false;
    resultsHeading.current?.focus({ preventScroll: true });
    resultsHeading.current?.scrollIntoView({ block: 'start' });
  }, [result.page]);

  const onPaged = useLatestCallback((page: number) => {
    paged.current = page !== result.page;
  });

  const download = useLatestCallback(async (publication: Searchable) => {
    setDownloading(publication.id);
    try {
      await downloadFile(publication.file);
      show('success', t('publications.downloadStarted', { title: publication.title }));
    } catch (error) {
      const { key, status } = downloadErrorKey(error);
      show('error', t('publications.downloadFailed', { message: t(key, { status }) }));
    } finally {
      setDownloading(null);
    }
  });

  return (
    <>
      <PageMeta title={t('publications.metaTitle')} description={t('publications.metaDescription')} />
      <PageHeader eyebrow={t('publications.eyebrow')} title={t('publications.title')} lead={t('publications.lead')} />
      <Section spacing="md">
        <Container>
          <Toolbar>
            <PublicationFilters
              query={list.query}
              filter={list.filter}
              filters={list.filters.map((value) => ({ value, label: t(`publications.filters.${value}`) }))}
              onQueryChange={list.onQueryChange}
              onFilterChange={list.onFilterChange}
              labels={{
                search: t('publications.searchLabel'),
                searchPlaceholder: t('publications.searchPlaceholder'),
                filter: t('publications.filterLabel'),
              }}
              resultsId={resultsId}
            />
          </Toolbar>
          <Results
            result={result}
            resultsId={resultsId}
            headingRef={resultsHeading}
            downloading={downloading}
            onDownload={download}
            onClearFilters={list.onClearFilters}
            hrefFor={list.hrefFor}
            onPaged={onPaged}
          />
        </Container>
      </Section>
    </>
  );
}
