import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technologies, at the size it is given', () => {
    const { container } = render(
      <>
        <Skeleton width="60%" />
        <Skeleton shape="block" aspectRatio="4 / 3" />
        <Skeleton shape="pill" width="12rem" height="3rem" className="extra" />
      </>,
    );
    const [line, picture, button] = Array.from(container.querySelectorAll<HTMLElement>('[data-skeleton]'));
    for (const shape of [line, picture, button]) {
      expect(shape).toHaveAttribute('aria-hidden', 'true');
      expect(shape).toBeEmptyDOMElement();
    }
    expect(line).toHaveClass('skeleton', 'text');
    expect(line!.style.width).toBe('60%');
    expect(picture).toHaveClass('block');
    expect(picture!.style.aspectRatio).toBe('4 / 3');
    expect(button).toHaveClass('pill', 'extra');
    expect(button!.style.height).toBe('3rem');
  });

  it('stops its shimmer for people who reduce motion', () => {
    const css = fs.readFileSync(path.join(__dirname, 'skeleton.module.css'), 'utf8');
    const reduced = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
    expect(reduced).toMatch(/\.skeleton::after\s*{[^}]*animation:\s*none/);
  });
});
