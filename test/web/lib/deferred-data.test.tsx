import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredData } from '../../../web/src/lib/deferred-data';

/** Records every value the page rendered with, in order. */
function renderRecording() {
  const seen: (string | undefined)[] = [];
  function Page({ data }: { data: string | undefined }) {
    const shown = useDeferredData(data);
    seen.push(shown);
    return <p>{shown ?? 'Loading'}</p>;
  }
  const view = render(<Page data={undefined} />);
  const show = (data: string | undefined) => {
    const from = seen.length;
    act(() => view.rerender(<Page data={data} />));
    return seen.slice(from);
  };
  return { view, show };
}

describe('useDeferredData', () => {
  it('renders the skeleton again when the first data arrives, then the data in a later render', () => {
    const { view, show } = renderRecording();
    expect(show('event A')).toEqual([undefined, 'event A']);
    expect(view.container.textContent).toBe('event A');
  });

  it('renders a change of data at once, and data gone at once', () => {
    const { view, show } = renderRecording();
    show('event A');
    expect(show('event A, saved')[0]).toBe('event A, saved');
    expect(view.container.textContent).toBe('event A, saved');
    expect(show(undefined)[0]).toBeUndefined();
    expect(view.container.textContent).toBe('Loading');
    expect(show('event B')).toEqual([undefined, 'event B']);
  });
});
