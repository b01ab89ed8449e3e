import { createElement, Fragment } from 'react';
import { addons } from 'storybook/manager-api';
import { COMPONENT_STATUSES, statusOf } from '../stories/support/status';

/**
 * The sidebar shows each component's status (its `status:*` tag, see stories/support/status.ts) as a small
 * label after its name, so designers see at a glance what is settled and what is about to change. Only
 * component entries get one: a group's tags are what all its components share, which says nothing.
 */
addons.setConfig({
  sidebar: {
    renderLabel: (item) => {
      const status = item.type === 'component' ? statusOf(item.tags) : undefined;
      if (!status) return item.name;
      const { label, colour, description } = COMPONENT_STATUSES[status];
      return createElement(
        Fragment,
        null,
        item.name,
        ' ',
        createElement(
          'span',
          {
            title: description,
            style: {
              marginLeft: 4,
              padding: '0 6px',
              borderRadius: 8,
              border: `1px solid ${colour}`,
              color: colour,
              fontSize: 10,
              fontWeight: 700,
              lineHeight: '16px',
              textTransform: 'uppercase',
              letterSpacing: '0.04em',
            },
          },
          label,
        ),
      );
    },
  },
});
