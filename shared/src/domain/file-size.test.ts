import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '1 ko'],
    [350 * 1024, '350 ko'],
    [1024 * 1024, '1 Mo'],
    [Math.round(1.24 * 1024 * 1024), '1,2 Mo'],
    [5 * 1024 * 1024 + 1, '5 Mo'],
  ])('writes %i bytes as « %s »', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
