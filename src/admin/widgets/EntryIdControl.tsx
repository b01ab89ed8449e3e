import { Component, type ChangeEvent } from 'react';
import { idProblem, nextFreeId, rememberTakenIds } from '../checks';

/**
 * An entry's number, which is also its file's name (content/<type>/<number>.json) and its page's address. A
 * new entry gets the next free number at once; a number another entry holds is refused before saving. A saved
 * entry's number is shown but not edited: Decap keeps the file's name, and the build refuses a file whose name
 * is not its number.
 * Decap's widget contract (a class: Decap asks its instance `isValid()`), with its props as Decap passes them.
 */
interface ImmutableLike {
  get(key: string): unknown;
}
interface Hit {
  slug: string;
  data: { id?: unknown };
}
interface Props {
  value?: unknown;
  onChange: (value: number | '') => void;
  forID: string;
  classNameWrapper: string;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
  field: ImmutableLike;
  entry: ImmutableLike;
  collection: ImmutableLike;
  query: (
    forID: string,
    collection: string,
    fields: string[],
    term: string,
    file?: string,
    limit?: number,
  ) => Promise<{ payload?: { hits?: Hit[] } }>;
}
/**
 * Decap keeps a search's answer for a few seconds, keyed by its parameters, so a second new entry opened just
 * after a save would be told the numbers from before it: each read passes a different limit, far above any
 * catalogue's size, which asks afresh and cuts nothing.
 */
let reads = 0;
const freshLimit = () => 1_000_000 + ++reads;

interface State {
  /** The other entries' numbers, once read: number → file name. */
  taken?: Map<number, string>;
}

export class EntryIdControl extends Component<Props, State> {
  state: State = {};

  private get min(): number {
    const min = this.props.field.get('min');
    return typeof min === 'number' ? min : 0;
  }

  private get isNew(): boolean {
    return this.props.entry.get('newRecord') === true;
  }

  componentDidMount() {
    const type = String(this.props.collection.get('name'));
    const own = this.props.entry.get('slug');
    this.props
      .query(this.props.forID, type, ['id'], '', undefined, freshLimit())
      .then(({ payload }) => {
        const taken = new Map<number, string>();
        for (const hit of payload?.hits ?? []) {
          const id = Number(hit.data.id);
          if (hit.slug !== own && Number.isInteger(id)) taken.set(id, hit.slug);
        }
        rememberTakenIds(type, taken);
        this.setState({ taken });
        const { value } = this.props;
        if (this.isNew && (value === undefined || value === '' || value === null))
          this.props.onChange(nextFreeId(taken.keys(), this.min));
      })
      .catch(() => {
        // Unread: the save still meets the build's check of the whole entry; a taken number is then caught by the build.
      });
  }

  isValid = () => {
    const message = idProblem(this.props.value, { min: this.min, taken: this.isNew ? this.state.taken : undefined });
    return message ? { error: { type: 'CUSTOM', message } } : true;
  };

  private handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = Number.parseInt(event.target.value, 10);
    this.props.onChange(Number.isNaN(value) ? '' : value);
  };

  render() {
    const { value, forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
    return (
      <input
        type="number"
        id={forID}
        className={classNameWrapper}
        value={typeof value === 'number' || typeof value === 'string' ? value : ''}
        min={this.min}
        step={1}
        readOnly={!this.isNew}
        onChange={this.handleChange}
        onFocus={setActiveStyle}
        onBlur={setInactiveStyle}
      />
    );
  }
}
