import { COMPONENT_STATUSES, type ComponentStatus } from '../../support/status';

export type GuidanceStatus = Exclude<ComponentStatus, 'internal'>;

/**
 * A guidance page's status, at the top of the page (as Primer's and GOV.UK's component pages have): the same
 * statuses, words and colours as the sidebar's component labels (stories/support/status.ts). The page's
 * `<Meta tags>` carries the same `status:*` tag (stories/guidance/guidance.test.ts checks they agree), so the
 * sidebar's tag filter finds the page too.
 */
export function StatusTag({ status }: { status: GuidanceStatus }) {
  const { label, colour, description } = COMPONENT_STATUSES[status];
  return (
    <p className="sb-unstyled" style={{ display: 'flex', alignItems: 'baseline', gap: 8, margin: '0 0 16px', flexWrap: 'wrap' }}>
      <span
        data-status={status}
        style={{
          display: 'inline-block',
          padding: '1px 8px',
          borderRadius: 10,
          border: `1px solid ${colour}`,
          color: colour,
          background: '#fff',
          fontSize: 12,
          fontWeight: 700,
          lineHeight: '18px',
          textTransform: 'uppercase',
          letterSpacing: '0.04em',
        }}
      >
        {label}
      </span>
      <span style={{ fontSize: 14, color: '#3b4446' }}>{description}</span>
    </p>
  );
}
