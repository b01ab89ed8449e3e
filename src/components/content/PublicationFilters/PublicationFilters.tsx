import { useId } from 'react';
import styled, { css } from 'styled-components';
import { TextField } from '@/components/ui';

const Root = styled.div(
  ({ theme }) => css`
    display: grid;
    gap: ${theme.space[4]};
    align-items: end;
    ${theme.media.desktop} {
      grid-template-columns: minmax(0, 1fr) auto;
      gap: ${theme.space[5]};
    }
  `,
);

const Search = styled(TextField)`
  margin: 0;
  input {
    width: 100%;
  }
`;

const Fieldset = styled.fieldset(
  ({ theme }) => css`
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
    legend {
      margin-bottom: ${theme.space[2]};
      padding: 0;
      font-weight: ${theme.fontWeights.semibold};
      font-size: ${theme.fontSizes.sm};
    }
  `,
);

const Options = styled.div(
  ({ theme }) => css`
    display: inline-flex;
    flex-wrap: wrap;
    gap: ${theme.space[1]};
    padding: ${theme.space[1]};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.surfaceSunken};
  `,
);

const Option = styled.label(
  ({ theme }) => css`
    position: relative;
    input {
      position: absolute;
      inset: 0;
      margin: 0;
      opacity: 0;
      cursor: pointer;
    }
    span {
      display: inline-flex;
      align-items: center;
      min-height: 2.75rem;
      padding: 0 ${theme.space[4]};
      border-radius: ${theme.radii.pill};
      font-weight: ${theme.fontWeights.semibold};
      color: ${theme.colors.text};
      transition: background ${theme.transitions.fast};
    }
    input:hover + span {
      background: ${theme.colors.surface};
    }
    input:checked + span {
      background: ${theme.colors.primary};
      color: ${theme.colors.textInverse};
    }
    input:focus-visible + span {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: 2px;
    }
  `,
);

export interface FilterOption<V extends string> {
  value: V;
  label: string;
}

export interface PublicationFiltersProps<V extends string> {
  query: string;
  filter: V;
  filters: FilterOption<V>[];
  onQueryChange: (query: string) => void;
  onFilterChange: (filter: V) => void;
  labels: { search: string; searchPlaceholder: string; filter: string };
  /** Id of the element announcing the result count, linked from the search box. */
  resultsId?: string;
}

/** Search box and a type filter (radio buttons styled as a segmented control). */
export function PublicationFilters<V extends string>({
  query,
  filter,
  filters,
  onQueryChange,
  onFilterChange,
  labels,
  resultsId,
}: PublicationFiltersProps<V>) {
  const name = useId();
  return (
    <Root role="search">
      <Search
        type="search"
        label={labels.search}
        placeholder={labels.searchPlaceholder}
        value={query}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        aria-controls={resultsId}
        onChange={(event) => onQueryChange(event.target.value)}
      />
      <Fieldset>
        <legend>{labels.filter}</legend>
        <Options>
          {filters.map((option) => (
            <Option key={option.value}>
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={option.value === filter}
                onChange={() => onFilterChange(option.value)}
              />
              <span>{option.label}</span>
            </Option>
          ))}
        </Options>
      </Fieldset>
    </Root>
  );
}
