import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/**
 * The content files the site cannot read, above the admin: each as `file: field: problem`, in the build's own
 * words, so the educator opens that entry here and fixes that field. Nothing when every file is good.
 */
export interface ContentProblemsProps {
  problems: readonly string[];
}

const Panel = styled.div`
  margin: 0;
  padding: 0.75rem 1rem;
  background: #fff4e5;
  color: #5c3200;
  border-bottom: 2px solid #b35c00;
  font:
    1rem/1.4 system-ui,
    sans-serif;

  h2 {
    margin: 0 0 0.25rem;
    font-size: 1.05rem;
  }

  p {
    margin: 0 0 0.25rem;
  }

  ul {
    margin: 0;
    padding-left: 1.25rem;
  }

  code {
    font-family: ui-monospace, monospace;
    overflow-wrap: anywhere;
  }
`;

export function ContentProblems({ problems }: ContentProblemsProps) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  return (
    <Panel role="alert" aria-labelledby="content-problems-title">
      <h2 id="content-problems-title">{t('admin.problems.title')}</h2>
      <p>{t('admin.problems.intro')}</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>
            <code>{problem}</code>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
