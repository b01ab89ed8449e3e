import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/theme';
import { Alert, Button, ButtonLink, EmptyState, TextLink, Toast } from '@/components/ui';
import { formatDecimal, formatEuros, formatLongDate, formatMonthYear } from '@/lib/format';
import { SPEC_QUOTED_KEYS } from '@/i18n/specQuoted';
import { flattenTexts, isInterfaceKey, voiceIssues, type RuleName } from '@/i18n/voice';
import { Do, DoDont, Dont } from '../support';
import { FILES, LANG_NAMES, LANGS, firstSentence, plural, text, toTitleCase, type Lang } from './texts';

/*
 * The blocks of the page "Guidance / Voice and content": tables of the site's texts in both languages, the
 * formats of numbers, prices and dates as the site's helpers write them, rendered do/don't pairs (the "don't"
 * is a real text broken the way the rule forbids, with what the check says about it) and the check's live result.
 */

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9rem;
  margin: 0.5rem 0 1.5rem;
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 0.5rem 0.75rem;
    border-bottom: 1px solid ${theme.colors.border};
  }
  th {
    font-weight: 600;
    background: ${theme.colors.surfaceAlt};
  }
  code {
    font-size: 0.8rem;
    color: ${theme.colors.textMuted};
  }
`;

const Slot = styled.span`
  font-family: monospace;
  font-size: 0.85em;
  padding: 0 0.25em;
  border-radius: 4px;
  background: ${theme.colors.primarySoft};
  color: ${theme.colors.primary};
`;

/** A text with its `{{placeholders}}` drawn as slots: the template as the writer sees it. */
function Template({ value }: { value: string }) {
  const parts = value.split(/(\{\{[^}]+\}\})/);
  return (
    <>
      {parts.map((part, i) =>
        /^\{\{/.test(part) ? <Slot key={i}>{part.replace(/[{}\s]/g, '')}</Slot> : <Fragment key={i}>{part}</Fragment>,
      )}
    </>
  );
}

/** A dotted key that wraps only after its dots. */
const KeyName = ({ name }: { name: string }) => (
  <code>
    {name.split('.').map((part, i) => (
      <Fragment key={i}>
        {i > 0 && (
          <>
            .<wbr />
          </>
        )}
        {part}
      </Fragment>
    ))}
  </code>
);

/** The texts at these keys, Portuguese and English side by side, read from the translation files. */
export function Examples({ keys }: { keys: string[] }) {
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">Key</th>
          {LANGS.map((lang) => (
            <th scope="col" key={lang}>
              {LANG_NAMES[lang]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => (
          <tr key={key}>
            <td>
              <KeyName name={key} />
            </td>
            {LANGS.map((lang) => (
              <td key={lang} lang={lang}>
                <Template value={text(lang, key)} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Numbers, prices, dates and durations, written by the site's own helpers and plural forms. */
export function Formats() {
  const rows: { what: string; how: string; values: (lang: Lang) => string }[] = [
    {
      what: 'Price',
      how: '`formatEuros`: pt-PT euros in both languages (comma, non-breaking space, € after)',
      values: () => `${formatEuros(14.9)} · ${formatEuros(1290)}`,
    },
    {
      what: 'Rating, one decimal',
      how: '`formatDecimal`: decimal comma in pt, point in en',
      values: (lang) => formatDecimal(4.8, lang),
    },
    {
      what: 'Full date',
      how: '`formatLongDate`: day, month in words, year',
      values: (lang) => formatLongDate('2021-10-04', lang),
    },
    {
      what: 'Month and year',
      how: '`formatMonthYear` (month lower case in pt)',
      values: (lang) => formatMonthYear(3, 2021, lang === 'en' ? 'en-GB' : 'pt-PT'),
    },
    {
      what: 'Duration, plural',
      how: 'i18next plural keys `course.hours_one` / `_other`',
      values: (lang) => `${plural(lang, 'course.hours', 1)} · ${plural(lang, 'course.hours', 16)}`,
    },
    {
      what: 'Duration, label',
      how: '`immersion.formats.1.duration`: figures and a middle dot',
      values: (lang) => text(lang, 'immersion.formats.1.duration'),
    },
    {
      what: 'Period',
      how: '`aboutDetail.timeline.3.period`: en dash with spaces',
      values: (lang) => text(lang, 'aboutDetail.timeline.3.period'),
    },
    {
      what: 'Count in a label',
      how: '`mailbox.count_*`: zero has its own words',
      values: (lang) => [0, 1, 3].map((count) => plural(lang, 'mailbox.count', count)).join(' · '),
    },
  ];
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">What</th>
          <th scope="col">How</th>
          {LANGS.map((lang) => (
            <th scope="col" key={lang}>
              {LANG_NAMES[lang]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ what, how, values }) => (
          <tr key={what}>
            <td>{what}</td>
            <td>
              {how.split('`').map((part, i) => (i % 2 ? <code key={i}>{part}</code> : <Fragment key={i}>{part}</Fragment>))}
            </td>
            {LANGS.map((lang) => (
              <td key={lang} lang={lang}>
                {values(lang)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** `value` at the dotted `key`, as a one-text translation file. */
function fileWith(key: string, value: string): Record<string, unknown> {
  return key.split('.').reduceRight<Record<string, unknown> | string>((inner, part) => ({ [part]: inner }), value) as Record<
    string,
    unknown
  >;
}

/** What the check says about `value` written at `key` (nothing for a rule it cannot see). */
function verdict(lang: Lang, key: string, value: string): string[] {
  const files = { pt: lang === 'pt' ? fileWith(key, value) : {}, en: lang === 'en' ? fileWith(key, value) : {} };
  return voiceIssues(files, new Set()).map(({ message }) => message);
}

const LangRow = styled.div`
  display: grid;
  grid-template-columns: 2rem 1fr;
  gap: 0.5rem;
  align-items: start;
  > span:first-child {
    font-size: 0.75rem;
    font-weight: 600;
    color: ${theme.colors.textMuted};
    padding-top: 0.5rem;
  }
`;

const CheckSays = styled.p`
  margin: 0;
  font-size: 0.8rem;
  font-family: monospace;
  color: ${theme.colors.danger};
`;

interface BilingualPairProps {
  /** The example, drawn once per language. */
  good: (lang: Lang) => ReactNode;
  bad: (lang: Lang) => ReactNode;
  goodNote: string;
  badNote: string;
  /** The key and the broken text the check is run on, when the rule is one it checks. */
  checked?: { key: string; bad: (lang: Lang) => string };
}

/** The guidance pages' do/don't pair, each panel drawing its example in both languages. */
export function BilingualDoDont({ good, bad, goodNote, badNote, checked }: BilingualPairProps) {
  return (
    <DoDont>
      <Do caption={goodNote}>
        {LANGS.map((lang) => (
          <LangRow key={lang} lang={lang}>
            <span>{lang.toUpperCase()}</span>
            <div>{good(lang)}</div>
          </LangRow>
        ))}
      </Do>
      <Dont caption={badNote}>
        {LANGS.map((lang) => (
          <LangRow key={lang} lang={lang}>
            <span>{lang.toUpperCase()}</span>
            <div>
              {bad(lang)}
              {checked &&
                verdict(lang, checked.key, checked.bad(lang)).map((message) => (
                  <CheckSays key={message}>
                    check: {lang} {checked.key}: {message}
                  </CheckSays>
                ))}
            </div>
          </LangRow>
        ))}
      </Dont>
    </DoDont>
  );
}

const noop = () => undefined;

/** Sentence case on buttons: the real label, and the same label in Title Case. */
export const SentenceCaseDoDont = () => (
  <BilingualDoDont
    good={(lang) => <Button variant="outline">{text(lang, 'cart.continue')}</Button>}
    bad={(lang) => <Button variant="outline">{toTitleCase(text(lang, 'cart.continue'))}</Button>}
    goodNote="sentence case: a capital for the first word and for names only."
    badNote="Title Case. It reads as shouting and is not how either language writes."
    checked={{ key: 'cart.continue', bad: (lang) => toTitleCase(text(lang, 'cart.continue')) }}
  />
);

/** Buttons say what they do: a verb, not the name of the thing. */
export const ButtonVerbDoDont = () => (
  <BilingualDoDont
    good={(lang) => <Button variant="primary">{text(lang, 'contactForm.submit')}</Button>}
    bad={(lang) => <Button variant="primary">{text(lang, 'contactForm.message')}</Button>}
    goodNote="a verb first, then what it acts on: the visitor knows what pressing it does."
    badNote="a noun (here the form's field label) as the button: it names a thing, not an action."
  />
);

/** An error says what happened and what to do. */
export const ErrorDoDont = () => (
  <BilingualDoDont
    good={(lang) => <Alert tone="error">{text(lang, 'reset_pass_error')}</Alert>}
    bad={(lang) => <Alert tone="error">{firstSentence(text(lang, 'reset_pass_error'))}</Alert>}
    goodNote="what happened, then what to do about it, each a full sentence."
    badNote="what happened only: the visitor is left without a next step."
  />
);

/** Confirmations name what happened to what. */
export const ConfirmationDoDont = () => (
  <BilingualDoDont
    good={(lang) => (
      <Toast tone="success" duration={null} onClose={noop} message={<Template value={text(lang, 'book.toasts.addedToCart')} />} />
    )}
    bad={(lang) => <Toast tone="success" duration={null} onClose={noop} message={text(lang, 'toast.success')} />}
    goodNote="the thing and what happened to it, in the past tense; the title in the language's quotation marks."
    badNote="a bare “Success”: the tone already says that, the words must say what succeeded."
  />
);

/** Empty states explain and offer the way out. */
export const EmptyStateDoDont = () => (
  <BilingualDoDont
    good={(lang) => (
      <EmptyState
        icon="cart"
        headingLevel="h4"
        title={text(lang, 'cart.empty.title')}
        text={text(lang, 'cart.empty.text')}
        action={<ButtonLink to="/">{text(lang, 'cart.empty.action')}</ButtonLink>}
      />
    )}
    bad={(lang) => <EmptyState icon="cart" headingLevel="h4" title={text(lang, 'cart.empty.title')} />}
    goodNote="what is empty, how it fills up, and one action to do it."
    badNote="the fact alone: a dead end."
  />
);

/** Link text says where the link goes. */
export const LinkTextDoDont = () => (
  <BilingualDoDont
    good={(lang) => (
      <p>
        {firstSentence(text(lang, 'notFound.text'))} <TextLink to="/">{text(lang, 'notFound.home')}</TextLink>.
      </p>
    )}
    bad={(lang) => (
      <p>
        {firstSentence(text(lang, 'notFound.text'))} <TextLink to="/">{text(lang, 'home.about.readMore')}</TextLink>.
      </p>
    )}
    goodNote="the link's words name its destination, and make sense read alone (screen readers list links)."
    badNote="a vague “read more” (or “click here”) that means nothing out of its sentence."
  />
);

/** Typography: the language's quotation marks and the ellipsis character. */
export const TypographyDoDont = () => (
  <BilingualDoDont
    good={(lang) => (
      <p>
        <Template value={text(lang, 'home.courses.viewCourseLabel')} />
        <br />
        {text(lang, 'common.loading')}
      </p>
    )}
    bad={(lang) => (
      <p>
        <Template value={text(lang, 'home.courses.viewCourseLabel').replace(/[«»“”]/g, '"')} />
        <br />
        {text(lang, 'common.loading').replace('…', '...')}
      </p>
    )}
    goodNote="« » in Portuguese, “ ” in English; one ellipsis character (…)."
    badNote="straight quotes and three dots, typed on a keyboard."
    checked={{ key: 'common.loading', bad: (lang) => text(lang, 'common.loading').replace('…', '...') }}
  />
);

const RULES: { rule: RuleName; what: string }[] = [
  { rule: 'spaces', what: 'a space at the start or the end, or two spaces in a row' },
  { rule: 'quotes', what: 'straight quotes ("), or the other language’s quotation marks (pt « », en “ ”)' },
  { rule: 'apostrophe', what: "a curly apostrophe (’): the files write it straight ('), one form throughout" },
  { rule: 'ellipsis', what: 'three dots (...) instead of the ellipsis character (…)' },
  { rule: 'titleCase', what: 'a heading or button label in Title Case (names and quoted titles aside)' },
  { rule: 'englishInPortuguese', what: 'a telltale English word in a Portuguese text (the, and, your, please, click, submit…)' },
  { rule: 'errorPunctuation', what: 'an error message (a sentence, not a heading, label or fragment) without final punctuation' },
  { rule: 'placeholders', what: 'a key whose {{placeholders}} differ between pt and en' },
];

/** The check, run on the files as this page was built: what it looks at and what it finds. */
export function CheckReport() {
  const found = voiceIssues(FILES);
  const checked = flattenTexts(FILES.pt).filter(([key]) => isInterfaceKey(key) && !SPEC_QUOTED_KEYS.has(key)).length;
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">Rule</th>
          <th scope="col">Flags</th>
          <th scope="col">In the files now ({checked} keys × 2 languages)</th>
        </tr>
      </thead>
      <tbody>
        {RULES.map(({ rule, what }) => {
          const mine = found.filter((issue) => issue.rule === rule);
          return (
            <tr key={rule}>
              <td>
                <code>{rule}</code>
              </td>
              <td>{what}</td>
              <td>
                {mine.length === 0
                  ? 'none'
                  : mine.map((issue) => (
                      <div key={`${issue.lang} ${issue.key}`}>
                        {issue.lang} <code>{issue.key}</code>: {issue.message}
                      </div>
                    ))}
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
