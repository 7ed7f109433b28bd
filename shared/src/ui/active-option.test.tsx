import { render } from '@testing-library/react';
import { movedOption, useActiveOptionInView } from './active-option';

function List({ active }: { active: number | null }) {
  useActiveOptionInView(active === null ? undefined : `option-${active}`);
  return (
    <ul role="listbox" aria-label="Choix">
      {[0, 1, 2].map((index) => (
        <li key={index} id={`option-${index}`} role="option" aria-selected={index === active}>
          Choix {index}
        </li>
      ))}
    </ul>
  );
}

describe('useActiveOptionInView', () => {
  const scrollIntoView = jest.fn();
  beforeAll(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterAll(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('scrolls the active option into view, as little as needed, each time it changes', () => {
    const { rerender } = render(<List active={null} />);
    expect(scrollIntoView).not.toHaveBeenCalled();
    rerender(<List active={2} />);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
    expect(scrollIntoView.mock.contexts[0]).toHaveProperty('id', 'option-2');
    rerender(<List active={2} />);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });
});

describe('movedOption', () => {
  it('starts at the first option going down, at the last going up', () => {
    expect(movedOption(true, -1, 4, true)).toBe(0);
    expect(movedOption(false, -1, 4, true)).toBe(3);
    // A list not shown yet starts again whatever was active before.
    expect(movedOption(true, 2, 4, false)).toBe(0);
  });

  it('moves by one and wraps at both ends', () => {
    expect(movedOption(true, 1, 4, true)).toBe(2);
    expect(movedOption(true, 3, 4, true)).toBe(0);
    expect(movedOption(false, 0, 4, true)).toBe(3);
    expect(movedOption(false, 2, 4, true)).toBe(1);
  });
});
