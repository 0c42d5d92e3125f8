import { describe, expect, it } from 'vitest';
import { ratingSentence, reviewersPhrase } from './reputation-summary';

describe('the rating as the profile says it', () => {
  it('says how many people wrote the counted reviews, one person or several', () => {
    expect(reviewersPhrase(1)).toBe('from 1 person');
    expect(reviewersPhrase(3)).toBe('from 3 people');
    expect(reviewersPhrase(1200)).toBe('from 1,200 people');
  });

  it('says the average and the count, or that there are none', () => {
    expect(ratingSentence({ rating: 4.5, reviewCount: 2 })).toBe('4.5 out of 5, 2 reviews');
    expect(ratingSentence({ rating: 5, reviewCount: 1 })).toBe('5.0 out of 5, 1 review');
    expect(ratingSentence({ rating: null, reviewCount: 0 })).toBe('No reviews yet');
  });
});
