import { Badge, Icon, type BadgeTone, type IconName } from '@/components/ui';

export type AvailabilityBadgeTone = Extract<BadgeTone, 'success' | 'warning' | 'info' | 'danger' | 'neutral'>;

const icons: Record<AvailabilityBadgeTone, IconName> = {
  success: 'check',
  warning: 'alert',
  info: 'calendar',
  danger: 'close',
  neutral: 'info',
};

export interface AvailabilityBadgeProps {
  /** Translated label: Em Stock, Stock Limitado, Pré-encomenda, Esgotado or Indisponível. */
  label: string;
  tone: AvailabilityBadgeTone;
  /** Visually hidden prefix for screen readers, e.g. 'Disponibilidade:'. */
  prefix?: string;
}

/** A book's availability as a coloured pill with an icon (colour is never the only cue). */
export function AvailabilityBadge({ label, tone, prefix }: AvailabilityBadgeProps) {
  return (
    <Badge tone={tone} icon={<Icon name={icons[tone]} size={14} />} data-testid="availability">
      {prefix && <span className="visually-hidden">{prefix} </span>}
      {label}
    </Badge>
  );
}
