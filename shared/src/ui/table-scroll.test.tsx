import { fireEvent, render, screen } from '@testing-library/react';
import { TableScroll } from './table-scroll';

/** jsdom lays nothing out: the widths a browser would measure. */
function layOut(widths: { scroll: number; client: number }) {
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(widths.scroll);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(widths.client);
}

function renderTable() {
  const { container } = render(
    <TableScroll label="Imports des registres">
      <table>
        <tbody>
          <tr>
            <td>Import n° 1</td>
          </tr>
        </tbody>
      </table>
    </TableScroll>,
  );
  return {
    frame: container.firstElementChild!,
    region: screen.getByRole('region', { name: 'Imports des registres' }),
  };
}

afterEach(() => jest.restoreAllMocks());

describe('TableScroll', () => {
  it('is a labelled region holding the table, no tab stop when the table fits', () => {
    layOut({ scroll: 300, client: 300 });
    const { frame, region } = renderTable();
    expect(region).toContainElement(screen.getByRole('table'));
    expect(region).not.toHaveAttribute('tabindex');
    expect(frame.className).not.toMatch(/more/);
  });

  it('takes the focus and shows the edges with hidden columns while it scrolls', () => {
    layOut({ scroll: 900, client: 390 });
    const { frame, region } = renderTable();
    expect(region).toHaveAttribute('tabindex', '0');
    expect(frame.className).toMatch(/moreAfter/);
    expect(frame.className).not.toMatch(/moreBefore/);
    region.scrollLeft = 200;
    fireEvent.scroll(region);
    expect(frame.className).toMatch(/moreBefore/);
    expect(frame.className).toMatch(/moreAfter/);
    region.scrollLeft = 510;
    fireEvent.scroll(region);
    expect(frame.className).toMatch(/moreBefore/);
    expect(frame.className).not.toMatch(/moreAfter/);
  });
});
