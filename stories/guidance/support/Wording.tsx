import { hasText, textOf } from './texts';

export interface WordingProps {
  /** Translation keys whose texts illustrate the page's content guidance. */
  keys: readonly string[];
  /** What the texts show, read first by screen readers. */
  caption: string;
  /** Values for the keys' {{slots}} (a count, a price), the same in both languages. */
  values?: Record<string, unknown>;
}

/**
 * A page's copy in both languages, read from public/locales/{pt,en}/translation.json when the page renders:
 * key, Portuguese, English. A key missing from a file shows as missing, loudly (and the guidance test fails),
 * so an example can never drift from what the site says.
 */
export function Wording({ keys, caption, values }: WordingProps) {
  const cell = { padding: '6px 10px', borderBottom: '1px solid #dcd2c5', textAlign: 'left', verticalAlign: 'top' } as const;
  return (
    <div
      className="sb-unstyled"
      style={{ overflowX: 'auto', margin: '12px 0 20px' }}
      // A table wider than the page scrolls: keyboard users must be able to scroll it too (a named region).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table style={{ borderCollapse: 'collapse', fontSize: 14, lineHeight: 1.45, color: '#1f2a2e', minWidth: '100%' }}>
        <caption style={{ captionSide: 'top', textAlign: 'left', fontSize: 13, color: '#55625f', padding: '0 0 6px' }}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" style={{ ...cell, width: '22%' }}>
              key
            </th>
            <th scope="col" style={cell}>
              Português
            </th>
            <th scope="col" style={cell}>
              English
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key}>
              <th
                scope="row"
                style={{ ...cell, fontWeight: 500, fontSize: 12, fontVariantNumeric: 'tabular-nums', wordBreak: 'break-all' }}
              >
                {key}
              </th>
              {hasText(key) ? (
                <>
                  <td lang="pt-PT" style={cell}>
                    {textOf(key, 'pt', values)}
                  </td>
                  <td lang="en" style={cell}>
                    {textOf(key, 'en', values)}
                  </td>
                </>
              ) : (
                <td colSpan={2} data-missing="true" style={{ ...cell, color: '#a1262b', fontWeight: 700 }}>
                  missing from a translation file
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
