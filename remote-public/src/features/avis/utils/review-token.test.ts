// The token of a review link, as the page and its route read it.
import { readReviewToken } from './review-token';

describe('readReviewToken', () => {
  it('reads the token of the query, trimmed', () => {
    expect(readReviewToken(new URLSearchParams('token=12.abc_DEF-xyz'))).toBe('12.abc_DEF-xyz');
    expect(readReviewToken(new URLSearchParams('token=%2012.abc%20'))).toBe('12.abc');
  });

  it('gives null without a token, or with an empty one', () => {
    expect(readReviewToken(new URLSearchParams(''))).toBeNull();
    expect(readReviewToken(new URLSearchParams('token='))).toBeNull();
    expect(readReviewToken(new URLSearchParams('token=%20%20'))).toBeNull();
    expect(readReviewToken(new URLSearchParams('jeton=12.abc'))).toBeNull();
  });
});
