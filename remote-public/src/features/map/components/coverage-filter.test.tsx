import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CoverageFilter, coveringCountText } from './coverage-filter';

function renderFilter(props: Partial<Parameters<typeof CoverageFilter>[0]> = {}) {
  const onChange = jest.fn();
  render(<CoverageFilter checked={false} disabled={false} count={null} onChange={onChange} {...props} />);
  return {
    onChange,
    box: screen.getByRole('checkbox', { name: 'Seulement les artisans qui interviennent à cette adresse' }),
  };
}

describe('CoverageFilter', () => {
  it('is a labelled box that the keyboard checks', async () => {
    const user = userEvent.setup();
    const { box, onChange } = renderFilter();
    expect(box).not.toBeChecked();
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('says, once checked, how many artisans come to the address on the whole map', () => {
    const { box } = renderFilter({ checked: true, count: 12 });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription('12 artisans interviennent à cette adresse.');
  });

  it('says nothing of the count unchecked, unknown or zero (the list says it then)', () => {
    for (const props of [{ count: 3 }, { checked: true }, { checked: true, count: 0 }]) {
      const { unmount } = render(
        <CoverageFilter checked={false} disabled={false} count={null} onChange={jest.fn()} {...props} />,
      );
      expect(screen.getByRole('checkbox')).not.toHaveAccessibleDescription();
      unmount();
    }
  });

  it('is disabled until the page can hear it', () => {
    expect(renderFilter({ disabled: true }).box).toBeDisabled();
  });

  it('counts in French', () => {
    expect(coveringCountText(1)).toBe('1 artisan intervient à cette adresse.');
    expect(coveringCountText(2)).toBe('2 artisans interviennent à cette adresse.');
    expect(coveringCountText(1200)).toMatch(/^1\s200 artisans interviennent à cette adresse\.$/);
  });
});
