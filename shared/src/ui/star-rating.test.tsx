import { render, screen } from '@testing-library/react';
import { StarRating } from './star-rating';

function fills(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll('[data-fill]')).map((star) => star.getAttribute('data-fill')!);
}

describe('StarRating', () => {
  it('draws an average in half stars and says it with one decimal', () => {
    const { container } = render(<StarRating value={4.3} count={12} />);
    expect(screen.getByRole('img', { name: 'Note : 4,3 sur 5 (12 avis)' })).toBeInTheDocument();
    // 4.3 rounds to 4.5: four full stars and a half one.
    expect(fills(container)).toEqual(['100', '100', '100', '100', '50']);
    expect(container).toHaveTextContent('4,3');
    expect(container).toHaveTextContent('(12 avis)');
  });

  it.each([
    [3.74, ['100', '100', '100', '50', '0'], '3,7'],
    [3.75, ['100', '100', '100', '100', '0'], '3,8'],
    [5, ['100', '100', '100', '100', '100'], '5,0'],
    [1.2, ['100', '0', '0', '0', '0'], '1,2'],
    [0.3, ['50', '0', '0', '0', '0'], '0,3'],
  ])('rounds %s to the nearest half star', (value, expected, text) => {
    const { container } = render(<StarRating value={value} />);
    expect(fills(container)).toEqual(expected);
    expect(screen.getByRole('img')).toHaveAccessibleName(`Note : ${text} sur 5`);
  });

  it('keeps a value outside 0 to 5 within the five stars', () => {
    const { container } = render(<StarRating value={7} />);
    expect(fills(container)).toEqual(['100', '100', '100', '100', '100']);
    expect(screen.getByRole('img')).toHaveAccessibleName('Note : 5,0 sur 5');
  });
});
